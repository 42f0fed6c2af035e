// value_fold.h — the shared sweep of the value-replacing passes (copyprop, constfold,
// algebraic): each looks at one instruction at a time and may say "this value is that
// operand" or rewrite the instruction in place.
#pragma once

#include "ir/module.h"
#include "ir/rewrite.h"

#include <optional>

namespace ilcc {

// Visits the instructions of f in layout order with their operands already resolved
// through the replacements made so far; visit(inst) returns the operand that replaces
// the instruction's value (the instruction is then deleted), or nullopt. A replacement
// reaches the uses visited later at once and all other uses (phis on back edges,
// terminators) in one final sweep. Returns the number of instructions replaced plus the
// number visit() reports through `rewritten` (in-place changes). Not for functions after
// phi elimination, where a value may have several definitions.
template <class Visit> size_t fold_values(IrFunction& f, Visit&& visit) {
  if (f.is_declaration || f.phis_eliminated) return 0;
  ValueRewriter rw(f.value_limit());
  size_t replaced = 0;
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions) {
      if (!rw.empty())
        for (Operand& o : i.operands()) o = rw.resolve(o);
      if (!i.dest.valid()) continue;
      if (std::optional<Operand> r = visit(i)) {
        rw.replace(i.dest, *r);
        i.flags |= Instruction::kFlagDead;
        ++replaced;
      }
    }
  }
  if (!replaced) return 0;
  erase_instructions(f, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
  rw.apply(f);
  return replaced;
}

// The constant an operand holds as an integer of type ty (extended by ty's signedness),
// or nullopt when it is not a constant.
std::optional<i128> const_of(const Operand& o, IrType ty);
// An integer constant of type ty.
Operand int_operand(i128 v, IrType ty);

} // namespace ilcc
