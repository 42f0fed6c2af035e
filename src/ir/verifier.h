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
//               agree whatever their signedness); results have a type
//   calls       a direct call agrees with the callee's declaration: return type, number
//               and types of the fixed arguments, variadic or not
// Unreachable blocks are checked for everything except dominance.
#pragma once

#include "ir/module.h"

#include <string>
#include <vector>

namespace ilcc {

struct VerifierError {
  std::string function;    // "@name", or empty for module-level errors
  std::string block;       // ".LBBn", or empty
  std::string instruction; // the printed instruction or terminator, or empty
  std::string message;
  // "function @f, block .LBBn, instruction '...': message"
  std::string to_string() const;
};

std::vector<VerifierError> verify_module(const IrModule& m);
// `m` (optional) resolves call and symbol references.
std::vector<VerifierError> verify_function(const IrFunction& f, const IrModule* m = nullptr);

} // namespace ilcc
