// copyprop.cpp — copy propagation: `%v = copy t %x` makes every use of %v a use of %x
// (value or constant), and the copy goes. In SSA form a value has one definition, so the
// replacement is exact; the pass does nothing after phi elimination (where copies are
// the point). One sweep with the shared value rewriter (value_fold.h): linear.
#include "opt/copyprop.h"

#include "opt/value_fold.h"

namespace ilcc {

size_t propagate_copies(IrFunction& f) {
  return fold_values(f, [](const Instruction& i) -> std::optional<Operand> {
    if (i.op != Opcode::Copy) return std::nullopt;
    return i.operand(0);
  });
}

} // namespace ilcc
