#include "ir/rewrite.h"

namespace ilcc {

size_t ValueRewriter::apply(IrFunction& f) const {
  if (!any_) return 0;
  size_t changed = 0;
  auto fix = [&](Operand& o) {
    if (o.is_value() && o.value().id < map_.size() && !map_[o.value().id].is_none()) {
      o = resolve(o);
      ++changed;
    }
  };
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions)
      for (Operand& o : i.operands()) fix(o);
    fix(b.terminator.val);
  }
  return changed;
}

} // namespace ilcc
