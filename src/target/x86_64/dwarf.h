// dwarf.h — -g: DWARF 5 debug information as assembler directives (.debug_info,
// .debug_abbrev, .debug_str, .debug_line_str, .debug_rnglists; GNU as builds .debug_line
// from the .file/.loc directives). docs/debug.md.
#pragma once

#include "ir/module.h"
#include "target/x86_64/debug_values.h"

#include <string>
#include <vector>

namespace ilcc::x86_64 {

// Where a variable (or a VLA's element count) lives in a function's frame.
struct DebugFrameLoc {
  enum Kind : u8 { None, Cfa, Rsp } kind = None; // offset from the CFA, or from rsp (realigned frames)
  i64 off = 0;
};

// What the back end learned of one emitted function, for its subprogram's DIE.
struct DebugFunction {
  u32 sub = kNoDi;           // DebugInfo::subprograms index
  std::string begin, end;    // the function's symbol and its end label
  std::vector<DebugFrameLoc> vars; // parallel to the subprogram's variables (Slot, Indirect)
  std::vector<std::pair<u32, DebugFrameLoc>> vla_counts; // IR value of a VLA count slot -> where
  // In printing order, the labels where the innermost lexical scope changes (the first is
  // the function's start) and the new scope (a DiSubprogram::scopes index).
  std::vector<std::pair<std::string, u32>> scope_marks;
  // Variables promoted to values (-O1 and above, IrFunction::debug_values): each one's
  // size, for the printer's DebugValueTracker (empty: none to track); the stretches of
  // printed code where one is in a place, between labels .Ldvl<begin> and .Ldvl<end>
  // (end ~0u: the function's end); and those whose one value is a constant.
  std::vector<u32> var_bytes;
  struct ValueRange {
    u32 var, begin, end;
    DebugPlace place;
  };
  std::vector<ValueRange> value_ranges;
  std::vector<std::pair<u32, i64>> const_values;
};

// Appends the debug sections for the module's DebugInfo and the functions emitted.
void emit_dwarf(const IrModule& m, const std::vector<DebugFunction>& fns, std::string& out);

} // namespace ilcc::x86_64
