// slots.cpp — spill slots shared by values that are never live at the same time
// (RegAllocShareSlots).
//
// After the last round, the accesses of every spill slot are its occurrences (a spill
// store or a folded write defines it, a reload or a folded read uses it); their live
// ranges come from the same per-register liveness as registers'. Slots are then packed
// greedily, in order of first use, into shared slots of the same size whose ranges they
// do not overlap, and every frame operand is renamed.
#include "codegen/regalloc/internal.h"

#include <algorithm>

namespace ilcc::mir::ra {

void Allocator::share_slots() {
  u32 nobj = u32(f_.frame.size());
  std::vector<u32> slot_index(nobj, ~0u);
  std::vector<u32> slots;
  for (u32 o = 0; o < nobj; ++o)
    if (f_.frame[o].is_spill) slot_index[o] = u32(slots.size()), slots.push_back(o);
  if (slots.size() < 2) return;
  // Occurrences per slot, in instruction order.
  auto for_each = [&](auto&& emit) {
    u32 idx = 0;
    for (const MBlock& b : f_.blocks)
      for (const MInst& in : b.insts) {
        std::span<const MOperand> ops = in.operands();
        for (u32 j = 0; j < ops.size(); ++j) {
          const MOperand& o = ops[j];
          if (!o.is_frame() || o.reg >= nobj || slot_index[o.reg] == ~0u) continue;
          char acc = in.flags & MInst::kFlagSpill ? 'd' : in.flags & MInst::kFlagReload ? 'u'
                     : (!in.asm_ext && j < in.nops) ? td_.inst(in.op).access[j]
                                                     : 'x';
          bool use = acc == 'u' || acc == 'x' || acc == 'U' || acc == 'X';
          bool def = acc == 'd' || acc == 'x' || acc == 'D' || acc == 'X';
          if (use) emit(slot_index[o.reg], Occurrence{2 * idx, idx, kUse});
          if (def) emit(slot_index[o.reg], Occurrence{2 * idx + 1, idx, kDef});
        }
        ++idx;
      }
  };
  u32 ns = u32(slots.size());
  std::vector<u32> off(ns + 1, 0);
  for_each([&](u32 s, const Occurrence&) { ++off[s + 1]; });
  for (u32 s = 0; s < ns; ++s) off[s + 1] += off[s];
  std::vector<Occurrence> occ(off[ns]);
  std::vector<u32> cur(off.begin(), off.end() - 1);
  for_each([&](u32 s, const Occurrence& o) { occ[cur[s]++] = o; });
  std::vector<LiveRange> ranges;
  std::vector<u32> roff;
  build_live_ranges(f_, lv_.first_insts(), lv_.inst_blocks(), occ, off, ranges, roff);

  std::vector<u32> by_start(ns);
  for (u32 s = 0; s < ns; ++s) by_start[s] = s;
  auto first = [&](u32 s) { return roff[s] < roff[s + 1] ? ranges[roff[s]].start : ~0u; };
  std::sort(by_start.begin(), by_start.end(), [&](u32 x, u32 y) { return first(x) < first(y); });
  struct Group {
    u32 obj;
    std::vector<LiveRange> ranges;
  };
  std::vector<Group> groups;
  std::vector<u32> rename(nobj);
  for (u32 o = 0; o < nobj; ++o) rename[o] = o;
  std::vector<LiveRange> merged;
  for (u32 s : by_start) {
    std::span<const LiveRange> rs(ranges.data() + roff[s], roff[s + 1] - roff[s]);
    u32 obj = slots[s];
    bool placed = false;
    for (Group& g : groups) {
      if (f_.frame[g.obj].size != f_.frame[obj].size || ranges_overlap(g.ranges, rs)) continue;
      merge_ranges(g.ranges, rs, merged);
      g.ranges = merged;
      rename[obj] = g.obj;
      f_.frame[obj].size = 0; // unused now
      ++stats_.slots_shared;
      placed = true;
      break;
    }
    if (!placed) groups.push_back({obj, std::vector<LiveRange>(rs.begin(), rs.end())});
  }
  for (MBlock& b : f_.blocks)
    for (MInst& in : b.insts)
      for (MOperand& o : in.operands())
        if (o.is_frame() && o.reg < nobj) o.reg = rename[o.reg];
}

} // namespace ilcc::mir::ra
