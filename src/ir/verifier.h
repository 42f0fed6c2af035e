// verifier.h — checks the invariants of the IR and reports every violation.
//
// Checklist (each violation names the function, block and instruction):
//   structure   every block has exactly one terminator; block labels are unique in the
//               module; the entry block has no predecessors; phis come first in a block;
//               value ids are below the function's next_value_id
//   references  branch, switch, indirectbr, asm-goto, labeladdr, phi and keep_blocks targets
//               are blocks of the function; globaladdr and calls name module symbols
//   SSA         each value has a single definition (after phi elimination — `nossa` —
//               only copies may define a value again); every use is dominated by its
//               definition (a phi operand by the end of its incoming block); no use of an
//               undefined value; no phi after phi elimination
//   phis        the incoming blocks of a phi are exactly the block's predecessors, each once
//   types       operands have the types the instruction requires (integers of one width
//               agree whatever their signedness): for the formatted opcodes their number
//               and types come from the formats of opcodes.def (opcode_info.h), for calls
//               from the call's argument types, for intrinsics from intrinsics.def; a type
//               the format names is not void; results have a type
//   calls       a direct call agrees with the callee's declaration: return type, number
//               and types of the fixed arguments, variadic or not
//   module      function, global and alias names are defined once; ctor and dtor name
//               functions; an alias names a known symbol other than itself, and aliases
//               form no cycle
// With the reader's position table (text_positions.h) every error carries the line and
// column of the entity it is about.
// Unreachable blocks are checked for everything except dominance.
#pragma once

#include "ir/module.h"
#include "ir/text_positions.h"

#include <string>
#include <vector>

namespace ilcc {

struct VerifierError {
  std::string function;    // "@name", or empty for module-level errors
  std::string block;       // ".LBBn", or empty
  std::string instruction; // the printed instruction or terminator, or empty
  std::string message;
  u32 line = 0, col = 0;   // where the entity was read, when the module came from text
  // "function @f, block .LBBn, instruction '...': message"
  std::string to_string() const;
};

// `positions` (optional) is the table the reader filled for `m`.
std::vector<VerifierError> verify_module(const IrModule& m, const IrTextPositions* positions = nullptr);
// `m` (optional) resolves call and symbol references; `positions` (optional) is the
// reader's table for `f`.
std::vector<VerifierError> verify_function(const IrFunction& f, const IrModule* m = nullptr,
                                           const IrTextPositions::Function* positions = nullptr);

} // namespace ilcc
