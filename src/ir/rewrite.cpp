#include "ir/rewrite.h"

#include "ir/ops.h"

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
  // Not counted: -g must not change what the passes see.
  for (IrFunction::DebugValue& d : f.debug_values) d.value = resolve(d.value);
  return changed;
}

void copy_debug_values(IrFunction& f, const std::vector<Operand>& map, u32 fresh) {
  size_t n = f.debug_values.size();
  for (size_t k = 0; k < n; ++k) {
    IrFunction::DebugValue d = f.debug_values[k];
    if (!d.value.is_value() || d.value.value().id >= map.size()) continue;
    const Operand& copy = map[d.value.value().id];
    if (copy.is_value() && copy.value().id >= fresh) f.debug_values.push_back({d.var, copy});
  }
}

bool has_asm_goto_edge(const IrFunction& f, const BasicBlock& b, BlockId target) {
  if (!f.has_asm_goto) return false;
  for (const Instruction& i : b.instructions)
    if (i.op == Opcode::InlineAsm)
      for (const AsmGotoLabel& g : i.asm_info().goto_labels)
        if (g.block == target) return true;
  return false;
}

void retarget_asm_goto(BasicBlock& b, BlockId from, BlockId to) {
  for (Instruction& i : b.instructions)
    if (i.op == Opcode::InlineAsm)
      for (AsmGotoLabel& g : i.asm_info().goto_labels)
        if (g.block == from) g.block = to;
}

size_t num_phis(const BasicBlock& b) {
  size_t n = 0;
  while (n < b.instructions.size() && b.instructions[n].op == Opcode::Phi) ++n;
  return n;
}

void remove_phi_entries(BasicBlock& b, BlockId from) {
  for (size_t k = 0, np = num_phis(b); k < np; ++k) {
    Instruction& phi = b.instructions[k];
    u32 out = 0;
    for (u32 j = 0; j < phi.num_ops; ++j) {
      if (phi.phi_blocks()[j] == from) continue;
      phi.ops[out] = phi.ops[j];
      phi.phi_blocks()[out] = phi.phi_blocks()[j];
      ++out;
    }
    phi.num_ops = u16(out);
  }
}

void add_phi_entries(Arena& arena, BasicBlock& t, BlockId from, std::span<const BlockId> to,
                     const std::vector<Operand>& map, u32 limit) {
  for (size_t k = 0, np = num_phis(t); k < np; ++k) {
    Instruction& phi = t.instructions[k];
    u32 n = phi.num_ops;
    Instruction grown = make_phi(arena, phi.dest, phi.ty, n + u32(to.size()));
    for (u32 x = 0; x < n; ++x) {
      grown.operand(x) = phi.operand(x), grown.phi_blocks()[x] = phi.phi_blocks()[x];
      if (phi.phi_blocks()[x] != from) continue;
      Operand o = phi.operand(x);
      if (o.is_value() && o.value().id < limit && !map[o.value().id].is_none()) o = map[o.value().id];
      for (u32 y = 0; y < to.size(); ++y) grown.operand(n + y) = o, grown.phi_blocks()[n + y] = to[y];
    }
    phi = grown;
  }
}

BlockId switch_target(const Terminator& t, i64 value) {
  i64 key = normalize_int(t.ty, value);
  for (u32 k = 0; k < t.count; ++k)
    if (normalize_int(t.ty, t.cases()[k].value) == key) return t.cases()[k].target;
  return t.target;
}

} // namespace ilcc
