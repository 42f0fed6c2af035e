// phi_elim.cpp — phi elimination (seed 004, "Phi Elimination").
//
// Each phi becomes copies on its incoming edges; afterwards a phi's value is assigned by
// several copies and the function is marked `phis_eliminated` (`nossa` in text). Where the
// copies of an edge go:
//   - the predecessor ends in `br B`: at its end, before the branch;
//   - the predecessor has other successors (condbr, switch, asm goto) — a critical edge:
//     the edge is split by a trampoline block holding the copies and `br B`, inserted after
//     the predecessor; its id comes from the module-wide counter so labels stay unique;
//   - the predecessor ends in `indirectbr` (its edges cannot be split: the target address
//     was computed elsewhere): all phis of B use shared temporaries — every predecessor
//     assigns `tmp_i = copy src_i` and B starts with `dest_i = copy tmp_i`. A temporary is
//     read only at B's entry and every path into B assigns it last, so the copies are
//     harmless on the predecessor's other edges.
// The copies of one edge are a parallel copy: all sources are read before any destination
// is written. support/parallel_copy.h sequentializes them; a cycle (a swap, a rotation) is
// broken by saving one destination in a fresh temporary. Splitting critical edges and
// honouring the parallel semantics is what avoids the lost-copy and swap problems.
#include "opt/phi_elim.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "support/parallel_copy.h"

#include <algorithm>

namespace ilcc {

namespace {

struct Copy {
  Value dest;
  IrType ty;
  Operand src;
};

class PhiEliminator {
public:
  PhiEliminator(IrFunction& f, u32& next_block_id) : f_(f), next_block_id_(next_block_id) {}

  size_t run() {
    if (f_.is_declaration) return 0;
    bool any = false;
    for (const BasicBlock& b : f_.blocks)
      if (!b.instructions.empty() && b.instructions[0].op == Opcode::Phi) any = true;
    f_.phis_eliminated = true;
    if (!any) return 0;
    labels_ = build_label_map(f_);
    preds_ = build_cfg(f_, labels_).preds;
    u32 n = u32(f_.blocks.size());
    trampolines_after_.assign(n, {});
    pred_pos_.assign(n, 0);
    size_t removed = 0;
    for (u32 b = 0; b < n; ++b) removed += eliminate_block(b);
    insert_trampolines();
    return removed;
  }

private:
  // Where the copies of the edge pred → B go: the predecessor itself or a trampoline.
  BasicBlock& copy_site(u32 pred, u32 b) {
    BasicBlock& p = f_.blocks[pred];
    BlockId target = f_.blocks[b].label;
    bool asm_goto_edge = has_asm_goto_edge(f_, p, target);
    if (p.terminator.kind == TermKind::Branch && !asm_goto_edge) return p;
    // Split the edge: every edge pred → B now goes through the trampoline.
    BasicBlock t;
    t.label = BlockId(next_block_id_++);
    t.terminator = make_br(target);
    p.terminator.replace_successor(target, t.label);
    if (asm_goto_edge) retarget_asm_goto(p, target, t.label);
    trampolines_after_[pred].push_back(std::move(t));
    return trampolines_after_[pred].back();
  }

  static void append(BasicBlock& site, const Instruction& inst) {
    site.instructions.push_back(inst);
    if (!site.source_spans.empty()) site.source_spans.push_back(SourceSpan());
  }

  size_t eliminate_block(u32 b) {
    BasicBlock& bb = f_.blocks[b];
    size_t nphi = 0;
    while (nphi < bb.instructions.size() && bb.instructions[nphi].op == Opcode::Phi) ++nphi;
    if (nphi == 0) return 0;
    std::vector<Instruction> phis(bb.instructions.begin(), bb.instructions.begin() + long(nphi));
    bb.instructions.erase(bb.instructions.begin(), bb.instructions.begin() + long(nphi));
    if (!bb.source_spans.empty()) bb.source_spans.erase(bb.source_spans.begin(), bb.source_spans.begin() + long(nphi));

    std::span<const u32> preds = preds_.row(b);
    bool shared_temps = false;
    for (u32 p : preds) shared_temps |= f_.blocks[p].terminator.kind == TermKind::IndirectBranch;

    std::vector<Value> temps;
    if (shared_temps) {
      std::vector<Instruction> entry_copies;
      for (const Instruction& phi : phis) {
        temps.push_back(f_.new_value());
        entry_copies.push_back(make_copy(f_.arena, phi.dest, phi.ty, temps.back()));
      }
      bb.instructions.insert(bb.instructions.begin(), entry_copies.begin(), entry_copies.end());
      if (!bb.source_spans.empty()) bb.source_spans.insert(bb.source_spans.begin(), entry_copies.size(), SourceSpan());
    }

    // The copies of each incoming edge, in one pass over the phi operands.
    for (u32 k = 0; k < preds.size(); ++k) pred_pos_[preds[k]] = k;
    std::vector<std::vector<Copy>> edge_copies(preds.size());
    for (size_t k = 0; k < phis.size(); ++k) {
      const Instruction& phi = phis[k];
      for (u32 j = 0; j < phi.num_ops; ++j)
        edge_copies[pred_pos_[labels_.index_of(phi.phi_blocks()[j])]].push_back({shared_temps ? temps[k] : phi.dest, phi.ty, phi.operand(j)});
    }
    for (u32 k = 0; k < preds.size(); ++k) {
      u32 p = preds[k];
      if (f_.blocks[p].terminator.kind == TermKind::IndirectBranch) {
        for (const Copy& c : edge_copies[k]) append(f_.blocks[p], make_copy(f_.arena, c.dest, c.ty, c.src));
        continue;
      }
      sequentialize(copy_site(p, b), edge_copies[k]);
    }
    return nphi;
  }

  // Emits the parallel copy `copies` at the end of `site` as a sequence of copies;
  // copies of constants read nothing, so they go last.
  void sequentialize(BasicBlock& site, const std::vector<Copy>& copies) {
    std::vector<LocationCopy> moves;
    for (const Copy& c : copies) {
      ty_.insert(c.dest.id, c.ty);
      if (c.src.is_value()) moves.push_back({c.dest.id, c.src.value().id});
    }
    sequentialize_parallel_copy(
        moves, [&](u32 dest, u32 src) { append(site, make_copy(f_.arena, Value(dest), *ty_.find(dest), Value(src))); },
        [&](u32 saved) {
          Value t = f_.new_value();
          ty_.insert(t.id, *ty_.find(saved));
          return t.id;
        });
    for (const Copy& c : copies)
      if (!c.src.is_value()) append(site, make_copy(f_.arena, c.dest, c.ty, c.src));
  }

  void insert_trampolines() {
    size_t extra = 0;
    for (const auto& v : trampolines_after_) extra += v.size();
    if (extra == 0) return;
    std::vector<BasicBlock> blocks;
    blocks.reserve(f_.blocks.size() + extra);
    for (size_t b = 0; b < f_.blocks.size(); ++b) {
      blocks.push_back(std::move(f_.blocks[b]));
      for (BasicBlock& t : trampolines_after_[b]) blocks.push_back(std::move(t));
    }
    f_.blocks = std::move(blocks);
  }

  IrFunction& f_;
  u32& next_block_id_;
  LabelMap labels_;
  FlatAdj preds_;
  std::vector<u32> pred_pos_; // block index → its position in the current block's predecessor row
  std::vector<std::vector<BasicBlock>> trampolines_after_;
  HashMap<u32, IrType> ty_; // type of each copy destination and temporary
};

} // namespace

size_t eliminate_phis(IrFunction& f, u32& next_block_id) { return PhiEliminator(f, next_block_id).run(); }

size_t eliminate_phis(IrModule& m) {
  return m.for_each_function([&](IrFunction& f) { return eliminate_phis(f, m.block_id_counter()); });
}

} // namespace ilcc
