// decode_control.cpp — terminators, CFG edges and phi copies (decode.h has the overview).
//
// Edges. A successor with phis needs its phi copies on the edge, after the predecessor's
// terminator has chosen the edge and before the successor's first instruction:
//   - `br`: the copies are emitted inline, right before the jump;
//   - condbr, switch, indirectbr: the edge points at a stub placed after the function's
//     blocks: the copies, then a jump to the successor. One stub per (pred, succ) pair, so
//     several switch cases into the same block share it.
// The copies of one edge are a parallel copy, sequentialized with the function's scratch
// slot (support/parallel_copy.h). Each copy counts as one executed IR instruction (the phi); the
// scratch saves and the stub jumps count as none.
//
// Fusion. A condbr whose condition is the result of the compare emitted just before it,
// on a fast path, becomes one BrXX op that still writes the compare's result (other uses
// may read it) and then branches: one dispatch instead of two for every loop test.
//
// Tables. A switch with dense cases (range at most 2n + 8 values, n ≥ 4) gets a direct
// table, otherwise a sorted list searched by bisection; case values are normalized to the
// switch type first (so `-1` and `4294967295` name the same u32 case). indirectbr keeps the
// (block, edge) pairs of its possible targets: the address it jumps to is a decoded
// block's address (labeladdr), translated at run time to that block's edge.
#include "interp/decode.h"
#include "ir/printer.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::interp {

static_assert(unsigned(DOp::CmpUge) - unsigned(DOp::CmpEq) == unsigned(IrCmpOp::Uge), "fast compares follow IrCmpOp");
static_assert(unsigned(DOp::BrUge) - unsigned(DOp::BrEq) == unsigned(IrCmpOp::Uge), "fused branches follow IrCmpOp");

std::vector<FunctionDecoder::SlotMove> FunctionDecoder::phi_moves(u32 pred, u32 succ) {
  std::vector<SlotMove> moves;
  const BasicBlock& s = fn_.blocks[succ];
  BlockId from = fn_.blocks[pred].label;
  for (size_t i = 0; i < s.instructions.size(); ++i) {
    const Instruction& phi = s.instructions[i];
    if (phi.op != Opcode::Phi || !phi.dest.valid()) continue;
    for (u32 k = 0; k < phi.num_ops; ++k) {
      if (phi.phi_blocks()[k] != from) continue;
      u32 dst = value_slot(phi.dest), src = operand(phi.operand(k), phi.ty);
      moves.push_back({dst, src, u32(i)});
      if (slots_of(phi.ty) > 1) moves.push_back({dst + 1, src + 1, UINT32_MAX}); // a 32-byte vector's second slot
      break;
    }
  }
  return moves;
}

void FunctionDecoder::emit_moves(const std::vector<SlotMove>& moves, u32 succ) {
  Origin saved = origin_;
  std::vector<LocationCopy> copies;
  HashMap<u32, u32> phi_of; // destination slot -> index of its phi in the successor
  for (const SlotMove& m : moves) {
    copies.push_back({m.dst, m.src});
    if (m.phi != UINT32_MAX) phi_of.insert(m.dst, m.phi);
  }
  auto emit_move = [&](u32 dst, u32 src) {
    const u32* phi = dst == scratch_ ? nullptr : phi_of.find(dst);
    origin_ = {f_.index, succ, phi ? i32(*phi) : Origin::kNone};
    DInst& d = emit(DOp::Mov, IrType::Void, phi ? 1 : 0);
    d.d = dst;
    d.a = src;
  };
  // One scratch slot suffices: each cycle is broken, and finished, before the next.
  sequentialize_parallel_copy(std::span<const LocationCopy>(copies), emit_move, [&](u32) { return scratch_; });
  origin_ = saved;
}

FunctionDecoder::Target FunctionDecoder::edge(u32 pred, BlockId succ_id) {
  const u32* si = block_index_.find(succ_id.id);
  if (!si) {
    stubs_.push_back({pred, UINT32_MAX, succ_id.id});
    return {Target::Stub, u32(stubs_.size() - 1)};
  }
  bool has_phi = false;
  for (const Instruction& i : fn_.blocks[*si].instructions) has_phi |= i.op == Opcode::Phi;
  if (!has_phi) return {Target::Block, *si};
  for (u32 k = 0; k < stubs_.size(); ++k)
    if (stubs_[k].pred == pred && stubs_[k].succ == *si) return {Target::Stub, k};
  stubs_.push_back({pred, *si, 0});
  return {Target::Stub, u32(stubs_.size() - 1)};
}

void FunctionDecoder::decode_terminator(const BasicBlock& b, u32 bi) {
  const Terminator& t = b.terminator;
  switch (t.kind) {
  case TermKind::Return: {
    if (t.val.is_none() || t.ty == IrType::Void) {
      emit(DOp::RetVoid);
    } else {
      u32 a = operand(t.val, t.ty);
      if (slots_of(t.ty) > 1) emit(DOp::SetRet2, IrType::Void, 0).a = a + 1; // a 32-byte vector's second half
      DInst& d = emit(DOp::Ret, t.ty);
      d.a = a;
    }
    return;
  }
  case TermKind::Branch: {
    const u32* si = block_index_.find(t.target.id);
    if (si) {
      std::vector<SlotMove> moves = phi_moves(bi, *si);
      if (!moves.empty()) emit_moves(moves, *si);
      u32 at = u32(img_.code.size());
      emit(DOp::Br);
      fixup(at, Field::A, {Target::Block, *si});
    } else {
      u32 at = u32(img_.code.size());
      emit(DOp::Br);
      fixup(at, Field::A, edge(bi, t.target));
    }
    return;
  }
  case TermKind::CondBranch: {
    Target tt = edge(bi, t.target), ft = edge(bi, t.target2);
    if (t.val.is_value() && fusable_cmp_.valid() && t.val.value() == fusable_cmp_) {
      u32 at = fusable_at_;
      DInst& d = img_.code[at];
      d.op = DOp(unsigned(DOp::BrEq) + (unsigned(d.op) - unsigned(DOp::CmpEq)));
      d.weight = 2;
      fusable_cmp_ = kNoValue;
      fixup(at, Field::XLo, tt);
      fixup(at, Field::XHi, ft);
      return;
    }
    u32 at = u32(img_.code.size());
    DInst& d = emit(DOp::CondBr);
    d.a = operand(t.val, IrType::I8);
    fixup(at, Field::B, tt);
    fixup(at, Field::C, ft);
    return;
  }
  case TermKind::Switch: {
    auto table = std::make_unique<SwitchTable>();
    IrType ty = t.ty;
    std::vector<std::pair<i128, Target>> cases;
    for (u32 k = 0; k < t.count; ++k) {
      const SwitchCase& c = t.cases()[k];
      i128 v = is_128(ty) ? i128(c.value) : i128(normalize_int(ty == IrType::Ptr ? IrType::U64 : ty, c.value));
      if (std::any_of(cases.begin(), cases.end(), [&](const auto& e) { return e.first == v; })) continue; // first wins
      cases.emplace_back(v, edge(bi, c.target));
    }
    Target def = edge(bi, t.target);
    std::sort(cases.begin(), cases.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    u32 at = u32(img_.code.size());
    DInst& d = emit(DOp::Switch, ty);
    d.a = operand(t.val, ty);
    d.x = u64(table.get());
    i128 range = cases.empty() ? 0 : cases.back().first - cases.front().first + 1;
    if (!is_128(ty) && cases.size() >= 4 && range <= i128(2 * cases.size() + 8)) {
      table->dense = true;
      table->low = i64(cases.front().first);
      table->targets.assign(size_t(range), 0);
      std::vector<bool> filled(size_t(range), false);
      for (auto& [v, tgt] : cases) filled[size_t(v - table->low)] = true;
      for (auto& [v, tgt] : cases) fixup(at, Field::Table, tgt, &table->targets[size_t(v - table->low)]);
      for (size_t k = 0; k < filled.size(); ++k)
        if (!filled[k]) fixup(at, Field::Table, def, &table->targets[k]);
    } else {
      table->cases.resize(cases.size());
      for (size_t k = 0; k < cases.size(); ++k) {
        table->cases[k].first = cases[k].first;
        fixup(at, Field::Table, cases[k].second, &table->cases[k].second);
      }
    }
    fixup(at, Field::Table, def, &table->default_target);
    img_.switches.push_back(std::move(table));
    return;
  }
  case TermKind::IndirectBranch: {
    auto table = std::make_unique<IndirectTable>();
    std::vector<std::pair<u32, Target>> targets;
    for (u32 k = 0; k < t.count; ++k) {
      BlockId id = t.possible_targets()[k];
      const u32* si = block_index_.find(id.id);
      if (!si) continue; // cannot be jumped to: no address of it exists
      targets.emplace_back(*si, edge(bi, id));
    }
    table->targets.resize(targets.size());
    u32 at = u32(img_.code.size());
    DInst& d = emit(DOp::IndirectBr);
    d.a = operand(t.val, IrType::Ptr);
    d.x = u64(table.get());
    for (size_t k = 0; k < targets.size(); ++k) {
      table->targets[k].first = targets[k].first; // block index for now; code index after fixups
      fixup(at, Field::Table, targets[k].second, &table->targets[k].second);
    }
    indirects_.push_back(table.get());
    img_.indirects.push_back(std::move(table));
    return;
  }
  case TermKind::Unreachable: emit(DOp::Unreachable); return;
  case TermKind::None: emit_fault("the block has no terminator"); return;
  }
}

void FunctionDecoder::emit_stubs() {
  stub_code_.assign(stubs_.size(), 0);
  for (size_t k = 0; k < stubs_.size(); ++k) {
    const Stub& st = stubs_[k];
    stub_code_[k] = u32(img_.code.size());
    origin_ = {f_.index, st.pred, Origin::kTerminator};
    if (st.succ == UINT32_MAX) {
      emit_fault(format("branch to %s, which is not a block of this function", block_name(BlockId(st.missing_id)).c_str()));
      continue;
    }
    emit_moves(phi_moves(st.pred, st.succ), st.succ);
    origin_ = {f_.index, st.pred, Origin::kTerminator};
    u32 at = u32(img_.code.size());
    emit(DOp::Br, IrType::Void, 0);
    fixup(at, Field::A, {Target::Block, st.succ});
  }
}

u32 FunctionDecoder::target_code(const Target& t) const {
  return t.kind == Target::Block ? block_code_[t.index] : stub_code_[t.index];
}

void FunctionDecoder::resolve_fixups() {
  for (const Fixup& fx : fixups_) {
    i32 rel = i32(i64(target_code(fx.target)) - i64(fx.op));
    DInst& d = img_.code[fx.op];
    switch (fx.field) {
    case Field::A: d.a = u32(rel); break;
    case Field::B: d.b = u32(rel); break;
    case Field::C: d.c = u32(rel); break;
    case Field::XLo: d.x = (d.x & ~u64(0xffffffff)) | u32(rel); break;
    case Field::XHi: d.x = (d.x & 0xffffffff) | u64(u32(rel)) << 32; break;
    case Field::Table: *fx.entry = rel; break;
    }
  }
  // indirectbr tables: block index -> code index of the block start.
  for (IndirectTable* t : indirects_)
    for (auto& [block, rel] : t->targets) block = block_code_[block];
}

} // namespace ilcc::interp
