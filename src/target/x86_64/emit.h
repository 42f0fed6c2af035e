// emit.h — the back end's entry point: an optimized IR module to GNU `as` assembly text.
//
// The driver runs the front end, lowering and the optimizer, then hands the module here.
// Code generation per function: phi elimination, instruction selection into machine IR,
// register allocation (src/codegen/regalloc), frame lowering and printing; then the
// module's data, aliases and directives.
#pragma once

#include "ir/module.h"
#include "support/diagnostics.h"

#include <string>
#include <utility>
#include <vector>

namespace ilcc::x86_64 {

struct CodegenOptions {
  unsigned opt_level = 0;   // -O0 .. -O3 (-Os counts as 2)
  bool pic = true;          // -fPIC/-fpic or -shared: symbols may be preempted (GOT, PLT)
  bool pie = true;          // position-independent executable (Debian's gcc default)
  bool debug_info = false;  // -g: .file/.loc directives
  bool ra_stats = false;    // -fra-stats: per-function allocation statistics on stderr
  bool ra_verify = false;   // -fra-verify: run the symbolic allocation checker
  std::vector<std::pair<std::string, std::string>> ra_knobs; // -fra-knob=NAME=VALUE
};

// Appends the module's assembly to `out`. False when an error was reported (an inline asm
// constraint that cannot be satisfied, an unknown knob, ...).
bool emit_assembly(IrModule& m, const CodegenOptions& o, std::string& out, Diagnostics& diag);

} // namespace ilcc::x86_64
