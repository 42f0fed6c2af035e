// emit.h — the back end's entry point: an optimized IR module to GNU `as` assembly text.
//
// The driver runs the front end, lowering and the optimizer, then hands the module here.
// Code generation per function: phi elimination, instruction selection into machine IR,
// register allocation (src/codegen/regalloc), frame lowering and printing; then the
// module's data, aliases and directives.
#pragma once

#include "codegen/regalloc/regalloc.h"
#include "ir/module.h"
#include "support/diagnostics.h"

#include <string>
#include <utility>
#include <vector>

namespace ilcc::x86_64 {

constexpr unsigned kCetBranch = 1, kCetReturn = 2; // GNU_PROPERTY_X86_FEATURE_1_IBT, _SHSTK
// The -fstack-protector modes, numbered as gcc's __SSP*__ macros' values.
enum class StackProtector : u8 { None, Plain, Strong, All, Explicit };

struct CodegenOptions {
  unsigned opt_level = 0;   // -O0 .. -O3 (-Os counts as 2)
  bool pic = true;          // -fPIC/-fpic or -shared: symbols may be preempted (GOT, PLT)
  bool pie = true;          // position-independent executable (Debian's gcc default)
  bool debug_info = false;  // -g: .file/.loc directives
  // -fcf-protection: kCetBranch (IBT: endbr64 at each function's entry, notrack on
  // indirect jumps) and kCetReturn (SHSTK), both marked in .note.gnu.property.
  unsigned cf_protection = 0;
  // -fstack-protector[-strong|-all|-explicit]: which functions get a canary (docs/codegen.md).
  StackProtector stack_protector = StackProtector::None;
  // -fstack-clash-protection: frames and allocas touch every 4096-byte page they cover.
  bool stack_clash = false;
  // -fno-omit-frame-pointer: every function keeps rbp as its frame pointer; with
  // -momit-leaf-frame-pointer, every function that calls something.
  bool frame_pointer = false, leaf_frame_pointer = true;
  // -ffunction-sections, -fdata-sections: each function, each object in a section of its
  // own (.text.NAME, .data.NAME, ...), for the linker's --gc-sections.
  bool function_sections = false, data_sections = false;
  // -fno-plt: calls to functions that may live in another module load the address from
  // the GOT (call *f@GOTPCREL(%rip)) instead of going through a PLT entry.
  bool plt = true;
  // -fdebug-prefix-map=OLD=NEW (and -ffile-prefix-map): the file names of the debug info.
  std::vector<std::pair<std::string, std::string>> debug_prefix_map;
  bool ra_stats = false;    // -fra-stats: per-function allocation statistics on stderr
  bool ra_verify = false;   // -fra-verify: run the symbolic allocation checker
  std::vector<std::pair<std::string, std::string>> ra_knobs; // -fra-knob=NAME=VALUE
};

// Appends the module's assembly to `out`. False when an error was reported (an inline asm
// constraint that cannot be satisfied, an unknown knob, ...).
bool emit_assembly(IrModule& m, const CodegenOptions& o, std::string& out, Diagnostics& diag);

// -S -emit-mir: appends the machine IR of every function after instruction selection,
// before register allocation, as text (codegen/mir_text.h). False when an error was reported.
bool emit_mir(IrModule& m, const CodegenOptions& o, std::string& out, Diagnostics& diag);

// The stages after instruction selection, shared with ilcc-mir (tools/ilcc-mir.cpp):
// the allocator's knobs from -fra-knob and -fra-verify (false with a message for a bad
// one), and register allocation of one function with x86-64's register file (the checker
// runs when knobs.verify; false with a message) followed by stack colouring
// (codegen/stack_colouring.h; spill slots shared unless RegAllocShareSlots=0). Frame
// lowering is lower_frame (frame.h), printing AsmPrinter (asm_printer.h).
bool make_ra_knobs(const CodegenOptions& o, mir::RaKnobs& knobs, std::string& error);
bool allocate_function(mir::MFunction& mf, const mir::RaKnobs& knobs, mir::RaStats& stats, std::string& error);

} // namespace ilcc::x86_64
