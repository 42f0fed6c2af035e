// region_split.cpp — freeing a register over a failed value's range by splitting its
// occupants around that range (docs/regalloc.md, "Spill guidance", step 2).
//
// The region R is the failed value's live range (its chain's, when coalesced). A value
// that R's instructions never mention can leave its register for the whole of R: where
// it lives across R's boundary, it is stored to its slot before each instruction where R
// begins (a definition of the failed value where it was dead) and reloaded where R ends
// — after the instruction where the failed value dies inside a block, or at the top of a
// block that R does not reach but its predecessors' ends do. Such a block must have every predecessor's end in R (entered
// also from outside, its slot might not hold the value there); a value live at the top
// of a block entered both ways cannot be split around R. A value that R's instructions
// mention, or that lives where R begins at a block's top without coming from R, cannot
// be either.
//
// This is what lets the short, hot values of an inner loop have registers in a function
// whose long-lived values fill the register file elsewhere (an interpreter's state, live
// across its whole dispatch loop but not mentioned in one opcode's loop).
#include "codegen/regalloc/internal.h"

#include <algorithm>

namespace ilcc::mir::ra {

bool Allocator::in_range(u32 v, u32 point) const {
  std::span<const LiveRange> rs = ranges(v);
  auto it = std::upper_bound(rs.begin(), rs.end(), point, [](u32 p, const LiveRange& r) { return p < r.start; });
  return it != rs.begin() && point < (it - 1)->end;
}

Region Allocator::region_of(u32 v) const {
  Region g;
  auto bad = [&g] {
    g.ok = false;
    return g;
  };
  u32 nb = u32(f_.blocks.size());
  // The read point of a block's last instruction is in R: the block's end is (nothing
  // R does not mention happens after it). Empty blocks have no such point.
  auto end_in = [&](u32 b) { return in_range(v, 2 * (lv_.first_inst(b + 1) - 1)); };
  std::vector<u32> exit_blocks;
  for (const LiveRange& r : ranges(v)) {
    // A branch inside R to a block R does not reach leaves R where no code can go (a
    // switch's range check before its jump table): the others would not be restored on
    // that path.
    for (auto it = std::lower_bound(mid_branches_.begin(), mid_branches_.end(), (r.start + 1) / 2);
         it != mid_branches_.end() && 2 * *it < r.end; ++it) {
      u32 b = lv_.block_of_inst(*it);
      for (const MOperand& o : f_.blocks[b].insts[*it - lv_.first_inst(b)].operands())
        if (o.kind == OpKind::Block && !in_range(v, lv_.block_start(o.block))) return bad();
    }
    u32 first = lv_.block_of_inst(r.start / 2), last = lv_.block_of_inst((r.end - 1) / 2);
    for (u32 b = first; b <= last; ++b)
      if (f_.blocks[b].insts.empty()) return bad();
    if (r.start == lv_.block_start(first)) {
      // Live into the block: every predecessor's end must be in R.
      if (first == 0 || f_.blocks[first].preds.empty()) return bad();
      for (u32 p : f_.blocks[first].preds)
        if (f_.blocks[p].insts.empty() || !end_in(p)) return bad();
    } else {
      g.entries.push_back({r.start / 2, first, r.start});
    }
    u32 k = (r.end + 1) / 2; // the instruction before which R ends
    if (k < lv_.first_inst(last + 1)) g.exits.push_back({k, last, r.end - 1});
    for (u32 b = first; b <= last; ++b) {
      if (!end_in(b)) continue;
      for (u32 s : f_.blocks[b].succs)
        if (!in_range(v, lv_.block_start(s))) exit_blocks.push_back(s);
    }
  }
  std::sort(exit_blocks.begin(), exit_blocks.end());
  exit_blocks.erase(std::unique(exit_blocks.begin(), exit_blocks.end()), exit_blocks.end());
  for (u32 s : exit_blocks) {
    if (s >= nb || f_.blocks[s].insts.empty()) return bad();
    bool all_in = true;
    for (u32 p : f_.blocks[s].preds) all_in &= !f_.blocks[p].insts.empty() && end_in(p);
    (all_in ? g.exits : g.mixed).push_back({lv_.first_inst(s), s, lv_.block_start(s)});
  }
  return g;
}

// What splitting member m around the region costs (its stores and reloads, each at its
// block's frequency), or a negative number when it cannot be split.
float Allocator::region_split_cost(Reg m, u32 v, const Region& g) const {
  // Mentioned inside R: an occurrence at a point of R (-g markers aside: they never change
  // the code).
  std::span<const LiveRange> rs = ranges(v);
  std::span<const Occurrence> occ = lv_.occurrences(m);
  auto it = std::lower_bound(occ.begin(), occ.end(), rs.front().start, [](const Occurrence& o, u32 p) { return o.point < p; });
  for (; it != occ.end() && it->point < rs.back().end; ++it)
    if ((in_range(v, it->point) || ((it->kind & kDef) && in_range(v, it->point + 1))) &&
        (debug_inst_.empty() || !debug_inst_[it->inst]))
      return -1;
  float cost = 0;
  for (const Bound& b : g.mixed)
    if (crosses(m, b)) return -1;
  for (const Bound& b : g.entries)
    if (crosses(m, b)) cost += freq_[b.block];
  for (const Bound& b : g.exits)
    if (crosses(m, b)) cost += freq_[b.block];
  return cost;
}

} // namespace ilcc::mir::ra
