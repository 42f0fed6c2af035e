// dce.cpp — dead code elimination by liveness marking.
//
// The roots are the instructions that must stay whatever their values' uses (stores,
// calls, atomics, volatile loads, impure intrinsics, inline asm: everything that is not
// Instruction::is_removable) and the terminators. Every instruction that defines a value a
// live instruction uses is live; the rest is deleted. Lifetime markers are not roots: they
// stay when their alloca is live, and go with it. Marking from the roots, rather than
// counting uses, also removes cycles that only feed themselves (a phi and its increment
// in a loop whose result is never read). One pass over the function to find the
// definitions, one worklist pass: linear time.
#include "opt/dce.h"

#include "ir/rewrite.h"

#include <algorithm>

namespace ilcc {

size_t eliminate_dead_code(IrFunction& f) {
  if (f.is_declaration) return 0;
  u32 limit = f.value_limit();
  // def[v]: the instruction defining v. After phi elimination a value may have several
  // defining copies; they are live or dead together.
  std::vector<std::vector<Instruction*>> extra_defs; // only for values defined more than once
  std::vector<Instruction*> def(limit, nullptr);
  std::vector<u32> extra_index(limit, UINT32_MAX);
  std::vector<u8> live(limit, 0);
  std::vector<u32> work;
  auto use = [&](u32 v) {
    if (v < limit && !live[v]) {
      live[v] = 1;
      work.push_back(v);
    }
  };
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions) {
      bool root = (!i.is_removable() || !i.dest.valid()) && !i.is_lifetime_marker();
      if (i.dest.valid() && i.dest.id < limit) {
        if (!def[i.dest.id]) {
          def[i.dest.id] = &i;
        } else {
          if (extra_index[i.dest.id] == UINT32_MAX) {
            extra_index[i.dest.id] = u32(extra_defs.size());
            extra_defs.emplace_back();
          }
          extra_defs[extra_index[i.dest.id]].push_back(&i);
        }
      }
      if (root) i.for_each_used_value(use);
    }
    b.terminator.for_each_used_value(use);
  }
  auto mark_operands = [&](Instruction* i) {
    if (i) i->for_each_used_value(use);
  };
  while (!work.empty()) {
    u32 v = work.back();
    work.pop_back();
    mark_operands(def[v]);
    if (extra_index[v] != UINT32_MAX)
      for (Instruction* i : extra_defs[extra_index[v]]) mark_operands(i);
  }
  auto dead = [&](const Operand& o) { return o.is_value() && (o.value().id >= limit || !live[o.value().id]); };
  size_t removed = erase_instructions(f, [&](const Instruction& i) {
    if (i.is_lifetime_marker()) return dead(i.operand(0));
    return i.dest.valid() && i.is_removable() && dead(Operand(i.dest));
  });
  if (removed)
    std::erase_if(f.param_alloca_values, [&](Value v) { return v.id >= limit || !live[v.id]; });
  return removed;
}

} // namespace ilcc
