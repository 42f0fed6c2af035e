// spill_guidance.cpp — deciding, after a failed attempt, which values to split or spill.
//
// For each value that found no register, in colouring order:
//   1. Split around calls (RegAllocSplitAroundCalls): if the value lives across calls
//      and some register would be free over its range were it not for the call points
//      (the clobbers and whatever lives across them), it is stored after its definitions
//      and reloaded after each call, so it needs no register across calls.
//   2. Evict: the primary histogram counts, for each register, the program points of
//      the value's range where another value holds it. Registers held anywhere in the
//      range by a physical register are discarded, and so are registers whose count
//      exceeds RegAllocThresholdForDiscardConflicts unless all of them do; of the rest,
//      the one whose occupants cost least to spill is taken if they cost less than the
//      value itself (when all exceed the threshold: less than the value's cost divided
//      by RegAllocContestedEvictionMargin), and they are spilled instead.
//   3. Otherwise the value itself is spilled.
// Spill temporaries are never spilled; when one fails, its cheapest register's occupants
// are evicted whatever they cost.
#include "codegen/regalloc/internal.h"

#include <algorithm>

namespace ilcc::mir::ra {

SpillPlan Allocator::guidance() {
  SpillPlan plan;
  u32 nv = u32(v_.size());
  // The occupants of each register after the attempt: (range, head), sorted by start.
  struct Occupant {
    u32 start, end, v;
  };
  std::vector<Occupant> by_reg[kNumPhysRegs];
  for (u32 v = 0; v < nv; ++v) {
    if (find(v) != v || v_[v].phys == kNoReg) continue;
    for (const LiveRange& r : ranges(v)) by_reg[v_[v].phys].push_back({r.start, r.end, v});
  }
  for (auto& l : by_reg) std::sort(l.begin(), l.end(), [](const Occupant& a, const Occupant& b) { return a.start < b.start; });
  std::vector<u8> decided(nv, 0); // 1 spill, 2 split
  const std::vector<u32>& calls = lv_.call_points();
  auto is_call_point = [&](u32 p) { return std::binary_search(calls.begin(), calls.end(), p); };

  for (u32 v : failed_) {
    if (decided[v]) continue;
    const VInfo& x = v_[v];
    unsigned cls = unsigned(f_.vregs[v].cls);
    std::span<const LiveRange> rs = ranges(v);
    bool temp = x.flags & kNoSpill;
    // 1. Split around calls.
    if (!temp && k_.RegAllocSplitAroundCalls && (x.flags & kCrossesCall)) {
      RegMask busy = 0;
      for (const LiveRange& r : rs)
        for (u32 p = r.start; p < r.end; ++p)
          if (!is_call_point(p)) busy |= occ_[p];
      if (allowed_[cls] & ~busy) {
        decided[v] = 2;
        continue;
      }
    }
    // 2. Evict the cheapest occupants of the least contested register.
    RegMask fixed = 0;
    for (const LiveRange& r : rs)
      for (u32 p = r.start; p < r.end; ++p) fixed |= fixed_occ_[p];
    u32 primary[kNumPhysRegs] = {};
    for (const LiveRange& r : rs)
      for (u32 p = r.start; p < r.end; ++p)
        if (debug_inst_.empty() || !debug_inst_[p / 2])
          for (RegMask m = occ_[p] & allowed_[cls]; m; m &= m - 1) ++primary[__builtin_ctz(m)];
    Reg best = kNoReg;
    float best_cost = 0;
    std::vector<u32> best_victims, victims;
    // The registers within the threshold first; when every one exceeds it (a value live
    // across a whole interpreter loop conflicts everywhere), all of them.
    RegMask candidates = allowed_[cls] & ~fixed, within = 0;
    for (RegMask m = candidates; m; m &= m - 1)
      if (temp || primary[__builtin_ctz(m)] <= u64(k_.RegAllocThresholdForDiscardConflicts)) within |= m & -m;
    for (RegMask m = within ? within : candidates; m; m &= m - 1) {
      Reg r = Reg(__builtin_ctz(m));
      victims.clear();
      float cost = 0;
      bool possible = true;
      const auto& occ = by_reg[r];
      for (const LiveRange& q : rs) {
        // Occupants overlapping [q.start, q.end): those starting before q.end.
        auto it = std::lower_bound(occ.begin(), occ.end(), q.end, [](const Occupant& o, u32 e) { return o.start < e; });
        for (auto j = occ.begin(); j != it; ++j) {
          if (j->end <= q.start) continue;
          if (std::find(victims.begin(), victims.end(), j->v) != victims.end()) continue;
          if (v_[j->v].flags & kNoSpill) possible = false;
          victims.push_back(j->v);
          cost += v_[j->v].cost;
        }
      }
      if (!possible || victims.empty()) continue;
      if (best == kNoReg || cost < best_cost) {
        best = r;
        best_cost = cost;
        best_victims = victims;
      }
    }
    // Beyond the threshold, the occupants must cost a fraction of the value (the costs
    // are estimates, and such evictions are wide).
    float margin = within ? 1.0f : float(k_.RegAllocContestedEvictionMargin);
    if (best != kNoReg && (temp || best_cost * margin < x.cost)) {
      for (u32 w : best_victims)
        if (!decided[w]) decided[w] = 1;
      ++stats_.evictions;
      continue;
    }
    if (!temp) decided[v] = 1;
  }
  // Every member of a chain (they are separate registers again after this round).
  for (u32 m = 0; m < nv; ++m) {
    u32 h = find(m);
    if (decided[h]) (decided[h] == 1 ? plan.spill : plan.split).push_back(kFirstVirtReg + m);
  }
  return plan;
}

} // namespace ilcc::mir::ra
