// phifold.cpp — an operation with a constant on a phi's value moves into the phi's
// incoming values (docs/opt.md, "phifold").
//
// `y = add (phi [0, leaf], [s, inner]), 1` runs the addition on every path; when some
// incoming values are constants the operation folds on theirs: `y = phi [1, leaf],
// [s + 1, inner]`, the addition computed at the end of `inner`, where the back end folds
// it into `s`'s own computation (binarytrees' `1 + (left ? check(l) + check(r) : 0)`:
// the leaf returns 1 at once). The phi must have no other use, its block no other phi
// reading it, at least one incoming value must be a constant, and every predecessor
// whose incoming value is not must end in `br` to the phi's block (so the moved operation
// runs only on that edge), and not be the block itself. Operations: integer add, sub, mul,
// and, or, xor with a constant operand (either side).
//
// The other way round for addresses (gep_of_phis): a phi of one base plus constants,
// some of whose geps serve loads too, becomes the base plus a phi of the constants.
//
// Cost: one count of uses, one pass over the blocks' leading phis and the instructions
// that read them: linear.
#include "opt/phifold.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/value_fold.h"

#include <vector>

namespace ilcc {

namespace {

bool foldable(IrBinOp op) {
  switch (op) {
  case IrBinOp::Add: case IrBinOp::Sub: case IrBinOp::Mul: case IrBinOp::And: case IrBinOp::Or: case IrBinOp::Xor:
    return true;
  default: return false;
  }
}

// a op b in ty's width and signedness (ty at most 64 bits).
i128 eval(IrBinOp op, i128 a, i128 b, IrType ty) {
  u128 r;
  switch (op) {
  case IrBinOp::Add: r = u128(a) + u128(b); break;
  case IrBinOp::Sub: r = u128(a) - u128(b); break;
  case IrBinOp::Mul: r = u128(a) * u128(b); break;
  case IrBinOp::And: r = u128(a & b); break;
  case IrBinOp::Or: r = u128(a | b); break;
  default: r = u128(a ^ b); break;
  }
  unsigned bits = unsigned(type_size(ty)) * 8;
  r &= (u128(1) << bits) - 1;
  if (is_signed_int(ty) && (r >> (bits - 1)) & 1) return i128(r) - (i128(1) << bits);
  return i128(r);
}

// Phis of addresses of one base plus constants (`phi [gep B, 1, x], [gep B, 8, y], [B, z]`)
// become the base plus a phi of the constants (`gep B, (phi [1, x], [8, y], [0, z])`), when
// some of those geps also serve other instructions (loads): the geps then serve only their
// blocks' memory operands, folded in, instead of being computed into registers for the
// phi on every path (zlib's longest_match: `*++scan == *++match` unrolled eight times kept
// each `scan + k` in a register for the exit's phi). B must not be defined in the phi's
// block; it dominates every predecessor (each incoming value reads it), so the block too.
size_t gep_of_phis(IrFunction& f, const std::vector<u32>& uses) {
  bool any = false; // a phi of addresses
  for (const BasicBlock& b : f.blocks)
    for (size_t k = 0; k < b.instructions.size() && b.instructions[k].op == Opcode::Phi && !any; ++k)
      any = b.instructions[k].ty == IrType::Ptr;
  if (!any) return 0;
  u32 limit = f.value_limit();
  std::vector<const Instruction*> def(limit, nullptr);
  std::vector<u32> def_block(limit, kNoBlock);
  for (u32 bi = 0; bi < f.blocks.size(); ++bi)
    for (const Instruction& i : f.blocks[bi].instructions)
      if (i.dest.valid()) def[i.dest.id] = &i, def_block[i.dest.id] = bi;
  size_t made = 0;
  std::vector<i64> offsets;
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    BasicBlock& b = f.blocks[bi];
    size_t nphi = 0;
    while (nphi < b.instructions.size() && b.instructions[nphi].op == Opcode::Phi) ++nphi;
    std::vector<Instruction> geps;
    for (size_t k = 0; k < nphi; ++k) {
      Instruction& phi = b.instructions[k];
      if (phi.ty != IrType::Ptr || phi.num_ops < 2) continue;
      Operand base;
      bool ok = true, shared = false;
      offsets.clear();
      for (u32 j = 0; ok && j < phi.num_ops; ++j) {
        const Operand& in = phi.operand(j);
        if (!in.is_value() || in.value().id >= limit) {
          ok = false;
          break;
        }
        const Instruction* d = def[in.value().id];
        std::optional<i64> c = d && d->op == Opcode::GetElementPtr ? d->operand(1).const_int() : std::nullopt;
        Operand bj = c ? d->operand(0) : in;
        offsets.push_back(c ? *c : 0);
        shared |= c && uses[in.value().id] > 1;
        if (j == 0) base = bj;
        ok = bj == base && bj.is_value();
      }
      if (!ok || !shared || base.value().id >= limit || def_block[base.value().id] == bi) continue;
      Value off = f.new_value();
      Instruction np = make_phi(f.arena, off, IrType::I64, phi.num_ops);
      for (u32 j = 0; j < phi.num_ops; ++j)
        np.ops[j] = Operand(IrConst::int64(offsets[j])), np.phi_blocks()[j] = phi.phi_blocks()[j];
      geps.push_back(make_gep(f.arena, phi.dest, base, Operand(off)));
      phi = np;
      ++made;
    }
    if (geps.empty()) continue;
    b.instructions.insert(b.instructions.begin() + ptrdiff_t(nphi), geps.begin(), geps.end());
    if (!b.source_spans.empty())
      b.source_spans.insert(b.source_spans.begin() + ptrdiff_t(std::min(nphi, b.source_spans.size())), geps.size(),
                            SourceSpan{});
  }
  return made;
}

} // namespace

size_t fold_into_phis(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  u32 limit = f.value_limit();
  std::vector<u32> uses(limit, 0);
  for (const BasicBlock& b : f.blocks) {
    for (const Instruction& i : b.instructions) i.for_each_used_value([&](u32 v) { ++uses[v]; });
    b.terminator.for_each_used_value([&](u32 v) { ++uses[v]; });
  }
  LabelMap labels = build_label_map(f);
  ValueRewriter rw(limit);
  size_t folded = 0;
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    BasicBlock& b = f.blocks[bi];
    size_t nphi = 0;
    while (nphi < b.instructions.size() && b.instructions[nphi].op == Opcode::Phi) ++nphi;
    for (size_t k = nphi; k < b.instructions.size(); ++k) {
      Instruction& y = b.instructions[k];
      if (y.op != Opcode::BinOp || !is_int(y.ty) || type_size(y.ty) > 8 || !foldable(y.binop()) || !y.dest.valid())
        continue;
      // Which operand is the phi, which the constant.
      int side = -1;
      Instruction* phi = nullptr;
      for (int s = 0; s < 2 && !phi; ++s) {
        const Operand& p = y.operand(s);
        if (!p.is_value() || p.value().id >= limit || uses[p.value().id] != 1 || !y.operand(1 - s).is_const()) continue;
        for (size_t j = 0; j < nphi; ++j)
          if (b.instructions[j].dest == p.value() && b.instructions[j].ty == y.ty) phi = &b.instructions[j], side = s;
      }
      if (!phi) continue;
      Value pv = phi->dest;
      std::optional<i128> c = const_of(y.operand(1 - side), y.ty);
      bool any_const = false, ok = c.has_value();
      for (u32 j = 0; ok && j < phi->num_ops; ++j) {
        const Operand& in = phi->operand(j);
        if (const_of(in, y.ty)) {
          any_const = true;
          continue;
        }
        u32 p = labels.index_of(phi->phi_blocks()[j]);
        ok = p != kNoBlock && p != bi && f.blocks[p].terminator.kind == TermKind::Branch && in.is_value();
      }
      if (!ok || !any_const) continue;
      // The operation on each incoming value; the phi then defines y's value.
      for (u32 j = 0; j < phi->num_ops; ++j) {
        Operand in = phi->operand(j);
        Operand a = side == 0 ? in : y.operand(0), bo = side == 0 ? y.operand(1) : in;
        if (std::optional<i128> v = const_of(in, y.ty)) {
          phi->operand(j) = int_operand(side == 0 ? eval(y.binop(), *v, *c, y.ty) : eval(y.binop(), *c, *v, y.ty), y.ty);
          continue;
        }
        BasicBlock& pred = f.blocks[labels.index_of(phi->phi_blocks()[j])];
        Value t = f.new_value();
        pred.instructions.push_back(make_binop(f.arena, t, y.binop(), y.ty, a, bo));
        if (!pred.source_spans.empty()) pred.source_spans.push_back(SourceSpan{});
        phi->operand(j) = Operand(t);
      }
      rw.replace(y.dest, Operand(pv));
      y.flags |= Instruction::kFlagDead;
      ++folded;
    }
  }
  if (folded) {
    erase_instructions(f, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rw.apply(f);
  }
  return folded + gep_of_phis(f, uses);
}

} // namespace ilcc
