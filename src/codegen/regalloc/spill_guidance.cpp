// spill_guidance.cpp — deciding, after a failed attempt, which values to split or spill.
//
// For each value that found no register, in colouring order:
//   1. Split around calls (RegAllocSplitAroundCalls): if the value lives across calls
//      and some register would be free over its range were it not for the call points
//      (the clobbers and whatever lives across them), it is stored after its definitions
//      and reloaded after each call, so it needs no register across calls; when those
//      stores and reloads cost less than the value's own accesses.
//   2. Split around its range (RegAllocRegionSplit): each occupant of a register over
//      the value's range is split around that range (region_split.cpp) or, where that
//      costs no less or cannot be done, spilled (one that cannot be split counting its
//      cost times RegAllocContestedEvictionMargin); the register whose occupants cost
//      least so is taken if that is less than the value's own cost.
//   3. Evict: the primary histogram counts, for each register, the program points of
//      the value's range where another value holds it. Registers held anywhere in the
//      range by a physical register are discarded, and so are registers whose count
//      exceeds RegAllocThresholdForDiscardConflicts unless all of them do; of the rest,
//      the one whose occupants cost least to spill is taken if they cost less than the
//      value itself (when all exceed the threshold: less than the value's cost divided
//      by RegAllocContestedEvictionMargin), and they are spilled instead.
//   4. Otherwise the value itself is spilled.
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
  std::vector<u8> decided(nv, 0); // 1 spill, 2 split, 3 split around plan.regions[around_of[v]]
  std::vector<u32> around_of(nv, 0);
  // The members of each chain (CSR by head), for region splits.
  std::vector<u32> member_off(nv + 1, 0), members(nv);
  for (u32 m = 0; m < nv; ++m) ++member_off[find(m) + 1];
  for (u32 h = 0; h < nv; ++h) member_off[h + 1] += member_off[h];
  {
    std::vector<u32> fill(member_off.begin(), member_off.end() - 1);
    for (u32 m = 0; m < nv; ++m) members[fill[find(m)]++] = m;
  }
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
      // Only when that costs less than spilling the value: a store after each definition
      // and a reload after each call in its range, at their blocks' frequencies, against
      // its accesses. A counter bumped in an interpreter's dispatch block and read on rare
      // paths, live across every opcode's calls, is cheaper in memory (`addq $1` on its
      // slot) than in a register the whole loop long that is stored in every step.
      float split_cost = 0;
      for (u32 k = member_off[v]; k < member_off[v + 1] && split_cost < x.cost; ++k)
        for (const Occurrence& o : lv_.occurrences(kFirstVirtReg + members[k]))
          if (o.kind & kDef) split_cost += freq_[lv_.block_of_inst(o.inst)];
      for (const LiveRange& r : rs)
        for (auto it = std::lower_bound(calls.begin(), calls.end(), r.start);
             it != calls.end() && *it < r.end && split_cost < x.cost; ++it)
          split_cost += freq_[lv_.block_of_inst(*it / 2)];
      if ((allowed_[cls] & ~busy) && split_cost < x.cost) {
        decided[v] = 2;
        continue;
      }
    }
    RegMask fixed = 0;
    for (const LiveRange& r : rs)
      for (u32 p = r.start; p < r.end; ++p) fixed |= fixed_occ_[p];
    // The chain heads holding register r somewhere in the value's range. One register's
    // occupants never overlap, so sorted by start they are sorted by end too.
    auto occupants = [&](Reg r, std::vector<u32>& out) {
      out.clear();
      const auto& occ = by_reg[r];
      for (const LiveRange& q : rs) {
        auto j = std::partition_point(occ.begin(), occ.end(), [&](const Occupant& o) { return o.end <= q.start; });
        for (; j != occ.end() && j->start < q.end; ++j)
          if (std::find(out.begin(), out.end(), j->v) == out.end()) out.push_back(j->v);
      }
    };
    std::vector<u32> best_victims, victims;
    // 2. Split the occupants of a register around the value's range: each is split, or
    // spilled where that costs no more (one that cannot be split is held to eviction's
    // margin: spilling a value everywhere costs more than its accesses say). `how` gets
    // each victim's decision; the result is the total cost, `limit` or more for none.
    auto split_cost = [&](const Region& g, const std::vector<u32>& victims, std::vector<u8>& how, float limit) {
      how.assign(victims.size(), 0);
      float cost = 0;
      for (size_t j = 0; j < victims.size() && cost < limit; ++j) {
        u32 w = victims[j];
        if (decided[w] == 1) continue; // spilled anyway
        if (decided[w] || (v_[w].flags & kNoSpill)) return limit;
        float split = 0;
        for (u32 k = member_off[w]; k < member_off[w + 1] && split >= 0; ++k) {
          float c = region_split_cost(kFirstVirtReg + members[k], v, g);
          split = c < 0 ? -1 : split + c;
        }
        bool spill = split < 0 || v_[w].cost <= split;
        how[j] = spill ? 1 : 3;
        cost += split < 0 ? v_[w].cost * float(k_.RegAllocContestedEvictionMargin) : spill ? v_[w].cost : split;
      }
      return cost;
    };
    if (!temp && k_.RegAllocRegionSplit) {
      Region g = region_of(v);
      float best_cost = x.cost;
      bool found = false;
      std::vector<u8> how, best_how; // per victim: 1 spill, 3 split around the range
      for (RegMask m = g.ok ? allowed_[cls] & ~fixed : 0; m; m &= m - 1) {
        occupants(Reg(__builtin_ctz(m)), victims);
        if (float cost = split_cost(g, victims, how, best_cost); cost < best_cost) {
          best_cost = cost;
          best_victims = victims;
          best_how = how;
          found = true;
        }
      }
      if (found) {
        u32 index = u32(plan.regions.size());
        plan.regions.push_back(std::move(g));
        for (size_t j = 0; j < best_victims.size(); ++j)
          if (u32 w = best_victims[j]; !decided[w]) decided[w] = best_how[j], around_of[w] = index;
        ++stats_.evictions;
        continue;
      }
    }
    // 3. Evict the cheapest occupants of the least contested register.
    u32 primary[kNumPhysRegs] = {};
    for (const LiveRange& r : rs)
      for (u32 p = r.start; p < r.end; ++p)
        if (debug_inst_.empty() || !debug_inst_[p / 2])
          for (RegMask m = occ_[p] & allowed_[cls]; m; m &= m - 1) ++primary[__builtin_ctz(m)];
    Reg best = kNoReg;
    float best_cost = 0;
    // The registers within the threshold first; when every one exceeds it (a value live
    // across a whole interpreter loop conflicts everywhere), all of them.
    RegMask candidates = allowed_[cls] & ~fixed, within = 0;
    for (RegMask m = candidates; m; m &= m - 1)
      if (temp || primary[__builtin_ctz(m)] <= u64(k_.RegAllocThresholdForDiscardConflicts)) within |= m & -m;
    for (RegMask m = within ? within : candidates; m; m &= m - 1) {
      Reg r = Reg(__builtin_ctz(m));
      occupants(r, victims);
      float cost = 0;
      bool possible = true;
      for (u32 w : victims) {
        if (v_[w].flags & kNoSpill) possible = false;
        cost += v_[w].cost;
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
    if (decided[h] == 3) plan.around.push_back({kFirstVirtReg + m, around_of[h]});
    else if (decided[h]) (decided[h] == 1 ? plan.spill : plan.split).push_back(kFirstVirtReg + m);
  }
  return plan;
}

} // namespace ilcc::mir::ra
