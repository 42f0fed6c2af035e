// liveness.cpp — occurrences, per-register live ranges and loop depths (liveness.h).
#include "codegen/liveness.h"

#include "ir/analysis.h"

#include <algorithm>

namespace ilcc::mir {

bool Liveness::live_at(Reg r, u32 point) const {
  std::span<const LiveRange> rs = ranges(r);
  auto it = std::upper_bound(rs.begin(), rs.end(), point, [](u32 p, const LiveRange& x) { return p < x.start; });
  if (it == rs.begin()) return false;
  --it;
  return point < it->end;
}

void Liveness::compute(const MFunction& f, const TargetDesc& td, RegMask ignore) {
  (void)td;
  u32 nb = u32(f.blocks.size());
  first_inst_.assign(nb + 1, 0);
  u32 n = 0;
  for (u32 b = 0; b < nb; ++b) {
    first_inst_[b] = n;
    n += u32(f.blocks[b].insts.size());
  }
  first_inst_[nb] = n;
  num_insts_ = n;
  num_points_ = 2 * n;
  inst_block_.resize(n);
  for (u32 b = 0; b < nb; ++b)
    for (u32 i = first_inst_[b]; i < first_inst_[b + 1]; ++i) inst_block_[i] = b;
  num_slots_ = kNumPhysRegs + f.num_vregs();
  call_points_.clear();

  // Occurrences, in instruction order, as compressed rows per slot (count, then fill).
  occ_off_.assign(num_slots_ + 1, 0);
  auto for_each_occ = [&](auto&& emit) {
    u32 idx = 0;
    for (u32 b = 0; b < nb; ++b)
      for (const MInst& in : f.blocks[b].insts) {
        u32 use = 2 * idx, def = 2 * idx + 1;
        // Reads before writes: an instruction's uses come first in each register's list.
        for (const MOperand& o : in.operands()) {
          if (o.kind == OpKind::Reg) {
            if (o.reg != kNoReg && (o.access & kUse) && !(is_phys(o.reg) && (ignore & reg_bit(o.reg))))
              emit(o.reg, Occurrence{use, idx, kUse});
          } else if (o.kind == OpKind::Mem) {
            o.for_each_addr_reg([&](Reg r) {
              if (!(is_phys(r) && (ignore & reg_bit(r)))) emit(r, Occurrence{use, idx, kUse});
            });
          }
        }
        for (RegMask m = in.imp_uses & ~ignore; m; m &= m - 1) emit(Reg(__builtin_ctz(m)), Occurrence{use, idx, kUse});
        for (const MOperand& o : in.operands())
          if (o.kind == OpKind::Reg && o.reg != kNoReg && (o.access & kDef) && !(is_phys(o.reg) && (ignore & reg_bit(o.reg))))
            emit(o.reg, Occurrence{(o.access & kEarlyClobber) ? use : def, idx, u8(kDef | (o.access & kEarlyClobber))});
        for (RegMask m = in.imp_defs & ~ignore; m; m &= m - 1) emit(Reg(__builtin_ctz(m)), Occurrence{def, idx, kDef});
        ++idx;
      }
  };
  for_each_occ([&](Reg r, const Occurrence&) { ++occ_off_[slot_of(r) + 1]; });
  for (u32 s = 0; s < num_slots_; ++s) occ_off_[s + 1] += occ_off_[s];
  occ_.resize(occ_off_[num_slots_]);
  {
    std::vector<u32> cursor(occ_off_.begin(), occ_off_.end() - 1);
    for_each_occ([&](Reg r, const Occurrence& o) { occ_[cursor[slot_of(r)]++] = o; });
  }
  {
    u32 idx = 0;
    for (u32 b = 0; b < nb; ++b)
      for (const MInst& in : f.blocks[b].insts) {
        if (td.inst(in.op).flags & kInstCall) call_points_.push_back(2 * idx + 1);
        ++idx;
      }
  }

  build_live_ranges(f, first_inst_, inst_block_, occ_, occ_off_, ranges_, range_off_);
}


void build_live_ranges(const MFunction& f, std::span<const u32> first_inst, std::span<const u32> inst_block,
                       std::span<const Occurrence> occ_all, std::span<const u32> occ_off, std::vector<LiveRange>& ranges_,
                       std::vector<u32>& range_off_) {
  u32 nb = u32(f.blocks.size());
  u32 num_slots_ = u32(occ_off.size() - 1);
  auto block_start = [&](u32 b) { return 2 * first_inst[b]; };
  auto block_end = [&](u32 b) { return 2 * first_inst[b + 1]; };
  // Per slot: blocks where the register is live in / out, then the ranges.
  std::vector<u32> live_in_stamp(nb, 0), live_out_stamp(nb, 0), def_stamp(nb, 0), touched_stamp(nb, 0);
  std::vector<u32> work, touched;
  ranges_.clear();
  range_off_.assign(num_slots_ + 1, 0);
  u32 epoch = 0;
  for (u32 s = 0; s < num_slots_; ++s) {
    range_off_[s] = u32(ranges_.size());
    std::span<const Occurrence> occ(occ_all.data() + occ_off[s], occ_off[s + 1] - occ_off[s]);
    if (occ.empty()) continue;
    ++epoch;
    work.clear();
    touched.clear();
    auto touch = [&](u32 b) {
      if (touched_stamp[b] != epoch) touched_stamp[b] = epoch, touched.push_back(b);
    };
    // Upward-exposed uses and defining blocks.
    u32 prev_block = ~0u;
    for (const Occurrence& o : occ) {
      u32 b = inst_block[o.inst];
      touch(b);
      if (b != prev_block) {
        prev_block = b;
        // The first access in the block: a read (also of a read-modify-write) is upward exposed.
        if ((o.kind & kUse) && live_in_stamp[b] != epoch) {
          live_in_stamp[b] = epoch;
          work.push_back(b);
        }
      }
      if (o.kind & kDef) def_stamp[b] = epoch;
    }
    while (!work.empty()) {
      u32 b = work.back();
      work.pop_back();
      for (u32 p : f.blocks[b].preds) {
        touch(p);
        live_out_stamp[p] = epoch;
        if (def_stamp[p] != epoch && live_in_stamp[p] != epoch) {
          live_in_stamp[p] = epoch;
          work.push_back(p);
        }
      }
    }
    std::sort(touched.begin(), touched.end());
    // Segments block by block (blocks are contiguous in point order).
    size_t k = 0;
    auto add = [&](u32 a, u32 e) {
      if (e <= a) e = a + 1;
      if (ranges_.size() > range_off_[s] && ranges_.back().end >= a) {
        ranges_.back().end = std::max(ranges_.back().end, e);
        return;
      }
      ranges_.push_back({a, e});
    };
    for (u32 b : touched) {
      while (k < occ.size() && inst_block[occ[k].inst] < b) ++k;
      bool in = live_in_stamp[b] == epoch, out = live_out_stamp[b] == epoch;
      const u32 kNone = ~0u;
      u32 cur = in ? block_start(b) : kNone;
      u32 last = cur;
      for (; k < occ.size() && inst_block[occ[k].inst] == b; ++k) {
        const Occurrence& o = occ[k];
        if (o.kind & kUse) {
          if (cur == kNone) cur = last = o.point; // a read of a register never written
          last = std::max(last, o.point + 1);
        } else {
          // A write ends the previous value's range and starts a new one. An early
          // clobber (written at the use point) lives at least through the instruction's
          // def point too, even when nothing reads it: it may not share a register with
          // the instruction's other definitions.
          if (cur != kNone) add(cur, last);
          cur = o.point;
          last = o.point + ((o.kind & kEarlyClobber) ? 2 : 1);
        }
      }
      if (out) {
        if (cur == kNone) cur = block_start(b);
        add(cur, block_end(b));
      } else if (cur != kNone) {
        add(cur, last);
      }
    }
  }
  range_off_[num_slots_] = u32(ranges_.size());
}

bool ranges_overlap(std::span<const LiveRange> a, std::span<const LiveRange> b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i].end <= b[j].start) ++i;
    else if (b[j].end <= a[i].start) ++j;
    else return true;
  }
  return false;
}

void merge_ranges(std::span<const LiveRange> a, std::span<const LiveRange> b, std::vector<LiveRange>& out) {
  out.clear();
  size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    LiveRange r = (j >= b.size() || (i < a.size() && a[i].start <= b[j].start)) ? a[i++] : b[j++];
    if (!out.empty() && out.back().end >= r.start) out.back().end = std::max(out.back().end, r.end);
    else out.push_back(r);
  }
}

void build_mir_cfg(const MFunction& f, FlatAdj& succs, FlatAdj& preds) {
  u32 nb = u32(f.blocks.size());
  succs = FlatAdj::build(nb, [&](auto&& emit) {
    for (u32 b = 0; b < nb; ++b)
      for (u32 s : f.blocks[b].succs) emit(b, s);
  });
  preds = FlatAdj::build(nb, [&](auto&& emit) {
    for (u32 b = 0; b < nb; ++b)
      for (u32 p : f.blocks[b].preds) emit(b, p);
  });
}

std::vector<u32> compute_loop_depths(const MFunction& f, std::vector<u32>* innermost) {
  u32 nb = u32(f.blocks.size());
  std::vector<u32> depth(nb, 0);
  if (nb == 0) return depth;
  FlatAdj succs, preds;
  build_mir_cfg(f, succs, preds);
  std::vector<u32> idom = compute_dominators(nb, preds, succs);
  FlatAdj children = build_dom_tree_children(nb, idom);
  DomTree dt(idom, children);
  std::vector<u32> mark(nb, ~0u), stack, body;
  std::vector<u8> is_header(nb, 0);
  if (innermost) {
    innermost->assign(nb, ~0u);
    for (u32 h = 0; h < nb; ++h)
      for (u32 p : f.blocks[h].preds) is_header[h] |= dt.dominates(h, p);
  }
  // One natural loop per header: the union of its back edges' bodies.
  for (u32 h = 0; h < nb; ++h) {
    bool header = false;
    for (u32 p : f.blocks[h].preds)
      if (dt.dominates(h, p)) header = true;
    if (!header) continue;
    stack.clear();
    body.assign(1, h);
    bool nested = false;
    mark[h] = h;
    ++depth[h];
    for (u32 p : f.blocks[h].preds)
      if (dt.dominates(h, p) && mark[p] != h) {
        mark[p] = h;
        stack.push_back(p);
      }
    while (!stack.empty()) {
      u32 b = stack.back();
      stack.pop_back();
      ++depth[b];
      body.push_back(b);
      nested |= is_header[b];
      for (u32 p : f.blocks[b].preds)
        if (mark[p] != h && dt.reachable(p)) {
          mark[p] = h;
          stack.push_back(p);
        }
    }
    if (innermost && !nested)
      for (u32 b : body) (*innermost)[b] = h;
  }
  return depth;
}

std::vector<double> block_rarity(const MFunction& f, const TargetDesc& td) {
  std::vector<double> rarity(f.blocks.size(), 1.0);
  for (u32 t = 0; t < f.blocks.size(); ++t) {
    const MBlock& mb = f.blocks[t];
    bool calls = false;
    const MInst* last = nullptr;
    for (const MInst& in : mb.insts) {
      calls |= (td.inst(in.op).flags & kInstCall) != 0;
      if (td.inst(in.op).flags & kInstTerminator) last = &in;
    }
    if (last && (td.inst(last->op).flags & kInstReturn)) rarity[t] = 4;
    else if (last && last->nops == 0) rarity[t] = 16; // a trap
    else if (calls) rarity[t] = 2;
  }
  return rarity;
}

std::vector<float> estimate_block_frequencies(const MFunction& f, const TargetDesc& td, const std::vector<u32>& depth) {
  u32 nb = u32(f.blocks.size());
  std::vector<float> freq(nb, 0.0f);
  if (nb == 0) return freq;
  FlatAdj succs, preds;
  build_mir_cfg(f, succs, preds);
  std::vector<u32> rpo = compute_reverse_postorder(nb, succs);
  std::vector<u32> idom = compute_dominators(preds, rpo, nb);
  DomTree dt(idom, build_dom_tree_children(nb, idom));
  const std::vector<double> rarity = block_rarity(f, td);
  std::vector<double> in(nb, 0.0), share(nb, 0.0);
  in[rpo.empty() ? 0 : rpo[0]] = 1;
  for (u32 b : rpo) {
    bool header = false;
    for (u32 p : preds.row(b)) header |= dt.dominates(b, p);
    double fb = std::min(in[b] * (header ? 10.0 : 1.0), 1e6);
    freq[b] = float(fb);
    double sum = 0;
    for (u32 s : succs.row(b)) sum += share[s] = static_edge_weight(depth, rarity, b, s);
    for (u32 s : succs.row(b))
      if (!dt.dominates(s, b)) in[s] += fb * share[s] / sum; // not along a back edge
  }
  return freq;
}

} // namespace ilcc::mir
