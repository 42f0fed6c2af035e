// order.cpp — the six-list ordering (seed: simplify/select classification).
//
// Every chain head goes into one list; the colouring order is the concatenation
//   VeryHigh   spill temporaries and values copied to or from a fixed register: coloured
//              first, while their register is still free;
//   LowLate    values that failed in an earlier trial of this round, by decreasing cost
//              (the seed's decreasing-priority late list);
//   High       values whose spill cost reaches RegAllocHighCost (hot loops);
//   LowConf    the other constrained values, by decreasing cost per unit of pressure,
//              so that the cheapest to spill, relative to how much they crowd others,
//              come last and are the ones that fail;
//   Unconstrained  values whose range never has as many live values as registers:
//              a register is almost always left for them, so they go last (the seed's
//              simplify phase pushes them first onto the stack it pops in reverse).
// The large-vector list of the seed has no counterpart: no x86-64 value here needs more
// than one register (128-bit integers are two independent values).
#include "codegen/regalloc/internal.h"

#include <algorithm>

namespace ilcc::mir::ra {

void Allocator::build_order() {
  std::vector<u32> very_high, late, high, low, unconstrained;
  for (u32 v = 0; v < v_.size(); ++v) {
    if (find(v) != v) continue;
    const VInfo& x = v_[v];
    if (x.length == 0 && ranges(v).empty()) continue;
    unsigned k = __builtin_popcount(allowed_[unsigned(f_.vregs[v].cls)]);
    if (x.flags & (kNoSpill | kFixedHint)) very_high.push_back(v);
    else if (x.flags & kPromoted) late.push_back(v);
    else if (x.pressure < k) unconstrained.push_back(v);
    else if (x.cost >= float(k_.RegAllocHighCost)) high.push_back(v);
    else low.push_back(v);
  }
  auto by_cost = [&](u32 a, u32 b) { return v_[a].cost > v_[b].cost || (v_[a].cost == v_[b].cost && a < b); };
  std::stable_sort(very_high.begin(), very_high.end(), [&](u32 a, u32 b) {
    bool ta = v_[a].flags & kNoSpill, tb = v_[b].flags & kNoSpill;
    if (ta != tb) return ta;
    return by_cost(a, b);
  });
  std::stable_sort(late.begin(), late.end(), by_cost);
  std::stable_sort(high.begin(), high.end(), by_cost);
  std::stable_sort(low.begin(), low.end(), [&](u32 a, u32 b) {
    float ra = v_[a].cost / float(v_[a].pressure + 1), rb = v_[b].cost / float(v_[b].pressure + 1);
    return ra > rb || (ra == rb && a < b);
  });
  order_.clear();
  for (auto* l : {&very_high, &late, &high, &low, &unconstrained}) order_.insert(order_.end(), l->begin(), l->end());
}

} // namespace ilcc::mir::ra
