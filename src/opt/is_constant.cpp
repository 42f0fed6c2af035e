// is_constant.cpp — the late decision of __builtin_constant_p.
//
// When optimizing, lowering turns `__builtin_constant_p(e)` of an argument without side
// effects into `is_constant e` rather than deciding it at once: after inlining, e may be a
// parameter that the caller passes as a constant. constfold makes an `is_constant` of a
// constant 1 as soon as its operand folds; this pass, run once per function when the
// whole unit has been optimized (no later inlining can make its operand constant any
// more), decides the rest: 1 for a constant operand, 0 otherwise. The function's copies
// inlined earlier keep their own `is_constant`, decided in their callers. One sweep with
// the shared value rewriter (value_fold.h): linear.
#include "opt/is_constant.h"

#include "opt/value_fold.h"

namespace ilcc {

bool has_is_constant(const IrFunction& f) {
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions)
      if (i.op == Opcode::UnaryOp && i.unop() == IrUnaryOp::IsConstant) return true;
  return false;
}

size_t decide_is_constant(IrFunction& f) {
  return fold_values(f, [](Instruction& i) -> std::optional<Operand> {
    if (i.op != Opcode::UnaryOp || i.unop() != IrUnaryOp::IsConstant) return std::nullopt;
    if (!is_int(i.ty)) return std::nullopt; // lowering makes integer ones only; codegen decides others
    return int_operand(i.operand(0).is_const() ? 1 : 0, i.ty);
  });
}

} // namespace ilcc
