// fatpoint.cpp — the fat-point core and assignment.
//
// The occupancy of the register file is one mask per program point (x86-64 has 32
// allocatable-class registers, so a point's occupancy is a u32). Colouring a value scans
// the points of its range, OR-ing their masks: a register is legal when no point of the
// range holds it already (the seed's per-register histogram with a discard threshold of
// zero conflicts; the threshold knob is used by the spill guidance, where conflicts are
// counted). Among the legal registers the secondary histogram decides: copy affinities
// pull towards the register of the copy's other side, the first use of a callee-saved
// register costs its save and restore, and the allocation order breaks ties. Assigning
// marks the range's points and propagates the register down the alias chain.
#include "codegen/regalloc/internal.h"

namespace ilcc::mir::ra {

bool Allocator::colour() {
  occ_ = fixed_occ_;
  failed_.clear();
  used_callee_saved_ = 0;
  for (VInfo& x : v_) x.phys = kNoReg, x.flags &= ~kFailed;
  // Chain members, to gather the copy affinities of a whole chain.
  std::vector<u32> next(v_.size(), ~0u), head_first(v_.size(), ~0u);
  for (u32 v = 0; v < v_.size(); ++v) {
    u32 h = find(v);
    next[v] = head_first[h];
    head_first[h] = v;
  }
  for (u32 v : order_) {
    unsigned cls = unsigned(f_.vregs[v].cls);
    // Over a copy segment of a chain member, the copy's register holds the member's value:
    // it is not busy for the chain there (only the copy's fixed range can hold it there).
    auto exempt = [&](bool on) {
      for (u32 m = head_first[v]; m != ~0u; m = next[m])
        for (u32 k = copy_seg_off_[m]; k < copy_seg_off_[m + 1]; ++k)
          for (u32 p = copy_segs_[k].start; p < copy_segs_[k].end; ++p)
            occ_[p] = on ? occ_[p] & ~reg_bit(copy_segs_[k].reg) : occ_[p] | reg_bit(copy_segs_[k].reg);
    };
    exempt(true);
    RegMask busy = 0;
    for (const LiveRange& r : ranges(v))
      for (u32 p = r.start; p < r.end; ++p) busy |= occ_[p];
    exempt(false);
    RegMask legal = allowed_[cls] & ~busy;
    if (!legal) {
      v_[v].flags |= kFailed;
      failed_.push_back(v);
      continue;
    }
    // The secondary histogram.
    float sec[kNumPhysRegs] = {};
    for (RegMask m = legal & td_.callee_saved & ~used_callee_saved_; m; m &= m - 1)
      sec[__builtin_ctz(m)] += float(k_.RegAllocCalleeSavedCost);
    for (u32 m = head_first[v]; m != ~0u; m = next[m])
      for (u32 k = affinity_off_[m]; k < affinity_off_[m + 1]; ++k) {
        const Affinity& a = affinity_[affinity_data_[k]];
        Reg p = a.partner;
        if (is_virt(p)) p = v_[find(vi(p))].phys;
        if (p != kNoReg && (legal & reg_bit(p))) sec[p] -= a.weight;
      }
    Reg best = kNoReg;
    float best_cost = 0;
    for (Reg r : td_.alloc_order[cls]) {
      if (!(legal & reg_bit(r))) continue;
      if (best == kNoReg || sec[r] < best_cost) best = r, best_cost = sec[r];
    }
    assign(v, best);
  }
  return failed_.empty();
}

void Allocator::assign(u32 v, Reg r) {
  v_[v].phys = r;
  RegMask bit = reg_bit(r);
  for (const LiveRange& x : ranges(v))
    for (u32 p = x.start; p < x.end; ++p) occ_[p] |= bit;
  if (td_.callee_saved & bit) used_callee_saved_ |= bit;
  // Alias-chain propagation: members read their head's register through find().
}

} // namespace ilcc::mir::ra
