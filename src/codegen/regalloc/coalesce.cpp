// coalesce.cpp — alias chains (RegAllocCoalescing).
//
// The two sides of a copy whose live ranges do not overlap can share one register; the
// copy then disappears. So can two that overlap but always hold the same value (see
// same_value below). Copies are taken hottest first (loop depth), and each merge
// joins the source's chain to the destination's: the chain's head carries the union of
// the ranges, the summed spill cost, and is coloured once for all its members, which
// take its register when it is assigned (the seed's alias-chain propagation). Spill
// temporaries and rematerialized copies are never merged (their ranges must stay short).
#include "codegen/regalloc/internal.h"

#include <algorithm>
#include <cmath>

namespace ilcc::mir::ra {

void Allocator::coalesce() {
  struct Candidate {
    float weight;
    u32 a, b;
  };
  std::vector<Candidate> copies;
  for (u32 b = 0; b < f_.blocks.size(); ++b) {
    float w = freq_[b];
    for (const MInst& in : f_.blocks[b].insts) {
      if (!is_copy(td_, in)) continue;
      Reg d = in.ops[0].reg, s = in.ops[1].reg;
      if (!is_virt(d) || !is_virt(s) || f_.reg_class(d) != f_.reg_class(s)) continue;
      copies.push_back({w, vi(d), vi(s)});
    }
  }
  // The point of v's only definition, or ~0u (none or several).
  auto single_def = [&](u32 v) {
    u32 at = ~0u;
    for (const Occurrence& o : lv_.occurrences(kFirstVirtReg + v))
      if (o.kind & kDef) {
        if (at != ~0u) return ~0u;
        at = o.point;
      }
    return at;
  };
  // Overlapping ranges that never hold different values: a = copy b, each defined once,
  // a not live where b is defined (b defined again in a loop while a still holds the old
  // value would differ). Wherever both are live they hold b's value, so one register
  // serves both (`k = v; ... k - 1 ... v + 3`: the copy to keep v and a lea in place).
  // Only for values not merged yet, whose ranges are their own.
  auto same_value = [&](u32 a, u32 b) {
    if (!v_[a].merged.empty() || !v_[b].merged.empty()) return false;
    u32 da = single_def(a), db = single_def(b);
    return da != ~0u && db != ~0u && !lv_.live_at(kFirstVirtReg + a, db);
  };
  std::stable_sort(copies.begin(), copies.end(), [](const Candidate& x, const Candidate& y) { return x.weight > y.weight; });
  std::vector<LiveRange> merged;
  for (const Candidate& c : copies) {
    u32 ha = find(c.a), hb = find(c.b);
    if (ha == hb) continue;
    // A must-not-spill value (a spill temporary, a rematerialized copy) stays alone: merged
    // into a longer chain it would make the whole chain unspillable, and a round could end
    // with nothing left to spill (found by the MIR generator).
    if ((v_[ha].flags | v_[hb].flags) & kNoSpill) continue;
    if (ranges_overlap(ranges(ha), ranges(hb)) && !(ha == c.a && hb == c.b && same_value(c.a, c.b))) continue;
    merge_ranges(ranges(ha), ranges(hb), merged);
    VInfo& A = v_[ha];
    VInfo& B = v_[hb];
    A.merged = merged;
    B.merged.clear();
    B.merged.shrink_to_fit();
    B.alias = ha;
    A.cost += B.cost;
    A.length += B.length;
    A.pressure = std::max(A.pressure, B.pressure);
    A.flags |= B.flags & (kCrossesCall | kFixedHint);
  }
}

} // namespace ilcc::mir::ra
