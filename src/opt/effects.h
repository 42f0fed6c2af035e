// effects.h — the memory effects of calls and functions (GNU pure and const).
//
// A direct call to a function marked pure (IrFunction::is_pure) depends only on its
// arguments and the memory it reads, and changes nothing the caller can see; one marked
// const depends on its arguments alone. gvn shares such calls like loads and pure
// expressions, licm moves them out of loops. The marks come from the attributes the
// source declares and from infer_memory_effects, which the pipeline runs on each
// function once it is optimized: functions are optimized in source order, so a caller
// sees what its callees defined earlier do.
#pragma once

#include "ir/module.h"

namespace ilcc {

enum class CallEffect : u8 {
  Any,   // may write memory or have another side effect
  Reads, // reads memory, writes none
  None,  // neither reads nor writes memory
};

// The effect of a direct call `call` (a Call instruction) on memory. Reads and None only
// for calls whose whole result is the instruction's value (no sret, no second return
// register, no static chain).
CallEffect call_effect(IrModule& m, const Instruction& call);

// Whether i may write memory (or have another side effect that orders memory accesses):
// what Instruction::is_removable refuses — stores, calls, atomics, inline asm, volatile
// accesses, va_*, impure intrinsics — but non-volatile loads, calls to pure and const
// functions of m, and lifetime markers (an object's contents are indeterminate outside
// its lifetime, so whatever value a load was known to read before a marker is one it may
// read after it: docs/ir.md, "Object lifetimes").
bool may_write_memory(IrModule& m, const Instruction& i);

// Marks f pure or const when its body shows it: every store and memcpy writes f's own
// stack slots, no volatile access, every call is to a pure (or const) function, no other
// side effect (inline asm, atomics, va_*, ...); const when, in addition, it reads no
// memory but its own slots. Weak functions and functions already marked are left as
// they are. Returns 1 when it marked f.
size_t infer_memory_effects(IrModule& m, IrFunction& f);

} // namespace ilcc
