// addr_remat.cpp — constant-offset addresses rebuilt next to the loads and stores that use
// them in other blocks.
//
// GVN shares `&s->field` between the load at a function's start and the store at its end
// (zlib's inflate_fast reads eleven fields of its state before its loop and writes them
// back after it). The shared address is then a value of its own, live across the loop
// beside the base pointer it was computed from: eleven registers, or eleven spill slots,
// for what the back end folds into each memory operand for free (`movq %rax, 80(%rdi)`)
// when the address is computed in the same block as its use. So each load or store whose
// address is such a gep from another block gets a copy of the gep right before it; a gep
// none of whose uses remain goes with dce. Only the base then lives across the blocks,
// and it is usually live there anyway.
//
// Candidates: `gep base, C` with base a value other than an alloca or a symbol's address
// (the back end knows those addresses as constants already) and C fitting a 32-bit
// displacement. Uses: a load's address, a store's address (not its stored value). Phi
// operands and other uses keep the original. One pass over the function.
#include "opt/addr_remat.h"

#include <vector>

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX, kMany = UINT32_MAX - 1;

bool foldable_offset(const Operand& o) {
  if (!o.is_const()) return false;
  std::optional<i64> c = o.constant().to_i64();
  return c && *c >= INT32_MIN && *c <= INT32_MAX;
}

} // namespace

size_t rematerialize_addresses(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  u32 n = f.value_limit();
  std::vector<u32> def_block(n, kNone);
  std::vector<u8> is_gep(n, 0);
  std::vector<Operand> base(n), offset(n);
  std::vector<u8> no_base(n, 0); // an alloca's or a symbol's address, or a phi
  // The block of a value's uses, or kMany when they are in several.
  std::vector<u32> use_block(n, kNone);
  auto use = [&](u32 v, u32 bi) { use_block[v] = use_block[v] == kNone || use_block[v] == bi ? bi : kMany; };
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    for (const Instruction& i : f.blocks[bi].instructions) {
      i.for_each_used_value([&](u32 v) { use(v, bi); });
      if (!i.dest.valid()) continue;
      def_block[i.dest.id] = bi;
      if (i.op == Opcode::Alloca || i.op == Opcode::GlobalAddr || i.op == Opcode::Phi) no_base[i.dest.id] = 1;
    }
    f.blocks[bi].terminator.for_each_used_value([&](u32 v) { use(v, bi); });
  }
  for (u32 bi = 0; bi < f.blocks.size(); ++bi)
    for (const Instruction& i : f.blocks[bi].instructions)
      if (i.op == Opcode::GetElementPtr && i.dest.valid() && i.operand(0).is_value() &&
          !no_base[i.operand(0).value().id] && foldable_offset(i.operand(1)))
        is_gep[i.dest.id] = 1, base[i.dest.id] = i.operand(0), offset[i.dest.id] = i.operand(1);
  // Bases of several geps used outside their blocks: rebuilding them all where they are
  // used keeps one value live instead of several, whether the base was live there or
  // not (the four fields of two 16-byte structs at sp[-2] and sp[-1], stored after calls).
  std::vector<u8> shared_base(n, 0);
  {
    std::vector<u32> outside(n, 0);
    for (u32 v = 0; v < n; ++v)
      if (is_gep[v] && use_block[v] != kNone && use_block[v] != def_block[v]) ++outside[base[v].value().id];
    for (u32 v = 0; v < n; ++v) shared_base[v] = outside[v] >= 2;
  }
  // The address operand of a load or store that takes a copy, or -1.
  auto address_operand = [&](const Instruction& i, u32 bi) -> int {
    int k = i.op == Opcode::Load ? 0 : i.op == Opcode::Store ? 1 : -1;
    if (k < 0 || !i.operand(unsigned(k)).is_value()) return -1;
    u32 a = i.operand(unsigned(k)).value().id;
    if (!is_gep[a] || def_block[a] == bi) return -1;
    if (k == 1 && i.operand(0).is_value() && i.operand(0).value().id == a) return -1; // stores the address itself
    // The base must be live where the copy reads it anyway, as far as its uses tell: used
    // in several blocks, or in this one; or it is the base of several such geps.
    u32 ub = use_block[base[a].value().id];
    if (ub != kMany && ub != bi && !shared_base[base[a].value().id]) return -1;
    return k;
  };
  size_t made = 0;
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    BasicBlock& b = f.blocks[bi];
    size_t extra = 0;
    for (const Instruction& i : b.instructions) extra += address_operand(i, bi) >= 0;
    if (!extra) continue;
    bool spans = !b.source_spans.empty();
    std::vector<Instruction> insts;
    std::vector<SourceSpan> out_spans;
    insts.reserve(b.instructions.size() + extra);
    for (u32 k = 0; k < b.instructions.size(); ++k) {
      Instruction i = b.instructions[k];
      SourceSpan span = k < b.source_spans.size() ? b.source_spans[k] : SourceSpan{};
      if (int op = address_operand(i, bi); op >= 0) {
        u32 a = i.operand(unsigned(op)).value().id;
        Value copy = f.new_value();
        insts.push_back(make_gep(f.arena, copy, base[a], offset[a]));
        if (spans) out_spans.push_back(span);
        i.operand(unsigned(op)) = Operand(copy);
        ++made;
      }
      insts.push_back(i);
      if (spans) out_spans.push_back(span);
    }
    b.instructions = std::move(insts);
    b.source_spans = std::move(out_spans);
  }
  return made;
}

} // namespace ilcc
