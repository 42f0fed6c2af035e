// mir_gen.h — a random generator of valid x86-64 machine functions, for testing the
// register allocator and its symbolic checker (tests/fuzz/README.md, "The MIR generator").
//
// Functions have a CFG with loops (every block falls through or jumps to the next one, and
// conditional branches go anywhere, back edges included), virtual registers of both
// classes defined before every use on every path (a block uses only what its dominators
// and its own earlier instructions define), copies, two-address instructions, memory
// operands (frame objects, base + index*scale + displacement), calls with argument,
// return and clobber registers, pre-coloured operands (shift counts in %cl, division in
// rax:rdx, arguments read from their registers) and inline asm with early clobbers.
#pragma once

#include "codegen/mir.h"
#include "codegen/regalloc/regalloc.h"

#include <string>

namespace ilcc::mirgen {

// Random choices: the bytes of a libFuzzer input first, then a PRNG seeded from them (or
// from a seed alone).
class Source {
public:
  Source(const u8* data, size_t size, u64 seed);
  u32 below(u32 n); // uniform enough in [0, n); 0 when n <= 1
  bool chance(u32 percent) { return below(100) < percent; }

private:
  const u8* data_;
  size_t size_, pos_ = 0;
  u64 state_;
};

// Sets `knobs` to random allocator settings (register limits, coalescing, splitting,
// remat, folding, slot sharing) and fills `f` (empty) with a random valid function that
// can be allocated with them: argument registers are read only at the entry (as selection
// does), the entry is not a branch target, and no instruction needs more registers of a
// class than the limit allows beside the fixed ones it uses.
void generate(Source& src, mir::MFunction& f, mir::RaKnobs& knobs);

// The knobs as ilcc-mir options (-fra-knob=NAME=VALUE ...).
std::string knob_flags(const mir::RaKnobs& knobs);

// Runs the checks of one generated function: validation, print → parse → print, register
// allocation with the checker, validation again, frame lowering and assembly printing.
// Returns "" or what failed (with the function's text before allocation and the knobs).
// The functions are allocatable with their knobs, so an allocation that gives up ("made
// no progress") is a failure too.
std::string check_generated(mir::MFunction& f, const mir::RaKnobs& knobs);

} // namespace ilcc::mirgen
