// internal.h — the allocator's shared state, for its component files.
//
//   coalesce.cpp        alias chains: copy-related values that do not interfere share one
//                       assignment (RegAllocCoalescing)
//   order.cpp           the six-list ordering (Unconstrained, VeryHigh, High, LowConf,
//                       LowLate; the large-vector list has no use on x86-64)
//   fatpoint.cpp        the core: per-register occupancy over the value's program points,
//                       legality, the secondary (tie-break) histogram, assignment with
//                       alias propagation
//   spill_guidance.cpp  what to do with the values that failed: split around calls, split
//                       a register's occupants around the value's range, evict cheaper
//                       values from the least-contested register (the discard
//                       threshold), or spill the value itself
//   region_split.cpp    the regions of that second step: where a range begins and ends,
//                       and what splitting a value around it costs
//   spill_code.cpp      spill everywhere (with memory-operand folding and
//                       rematerialization) and splitting around calls
//   slots.cpp           stack slots shared by spilled values that never live at once
//   driver.cpp          the NOSPILL trials, then SPILL rounds; the final rewrite
//   checker.cpp         the symbolic checker
#pragma once

#include "codegen/liveness.h"
#include "codegen/regalloc/regalloc.h"

#include <vector>

namespace ilcc::mir::ra {

enum VFlag : u8 {
  kNoSpill = 1,    // a spill temporary or a rematerialized value: must get a register
  kCrossesCall = 2,
  kFailed = 4,     // found no register in the last attempt
  kFixedHint = 8,  // copied to or from a physical register
  kPromoted = 16,  // failed in an earlier trial: coloured earlier (LowLate)
};

struct VInfo {
  float cost = 0;      // spill cost: accesses weighted by 10^loop depth
  u32 pressure = 0;    // the most registers of its class live at once anywhere in its range
  u32 length = 0;      // program points covered
  Reg phys = kNoReg;   // the assignment
  u32 alias = 0;       // union-find parent (itself when it heads its alias chain)
  u8 flags = 0;
  std::vector<LiveRange> merged; // a chain head's ranges when members were merged into it
};

// A failed value's live range as a region to split others around (region_split.cpp):
// where it begins and ends, the code going before instruction `inst` of `block`, and
// only for a value live at `inside` (the region's point next to the boundary) as well as
// at the instruction; `mixed`: the tops of blocks it ends at that are also entered from
// outside it. Not `ok` where it cannot serve (it touches an empty block, or is live into
// the function).
struct Bound {
  u32 inst, block, inside;
};
struct Region {
  bool ok = true;
  std::vector<Bound> entries, exits, mixed;
};

// A decision of the spill guidance.
struct SpillPlan {
  std::vector<Reg> spill; // spill everywhere
  std::vector<Reg> split; // split around calls
  // Split around a failed value's range: the value, and its index in `regions`.
  std::vector<std::pair<Reg, u32>> around;
  std::vector<Region> regions;
};

class Allocator {
public:
  Allocator(MFunction& f, const TargetDesc& td, const RaKnobs& k, RaStats& s) : f_(f), td_(td), k_(k), stats_(s) {}
  bool run(std::string& error);

  // Shared by the components.
  MFunction& f_;
  const TargetDesc& td_;
  const RaKnobs& k_;
  RaStats& stats_;
  Liveness lv_;
  std::vector<u32> loop_depth_;
  std::vector<float> freq_;         // per block: estimate_block_frequencies
  std::vector<u32> inner_loop_;     // per block: the header of its loop when that loop holds no other, or ~0u
  std::vector<VInfo> v_;            // per virtual register index
  std::vector<RegMask> occ_;        // per program point: registers held
  std::vector<RegMask> fixed_occ_;  // per program point: registers held by physical ranges
  std::vector<u8> debug_inst_;      // per instruction: a -g marker, not counted (empty: none)
  std::vector<u32> mid_branches_;   // branches with other instructions after them in their block, in order
  RegMask allowed_[kNumRegClasses] = {};
  std::vector<u32> order_;          // vreg indices in colouring order
  std::vector<u32> failed_;
  RegMask used_callee_saved_ = 0;
  // Copy affinities: (vreg index, partner register, weight), both directions.
  struct Affinity {
    u32 v;
    Reg partner;
    float weight;
  };
  std::vector<Affinity> affinity_;
  // Copies into a physical register of a value that stays live, unchanged, while the
  // register holds the copy (a shift count in %rcx): over those points the register holds
  // the value itself, so the value may take that register (the copy becomes a no-op).
  struct CopySeg {
    u32 v;       // vreg index of the copied value
    Reg reg;     // the physical register
    u32 start, end;
  };
  std::vector<CopySeg> copy_segs_;    // grouped by v
  std::vector<u32> copy_seg_off_;     // CSR by vreg index
  std::vector<u32> affinity_off_; // CSR by vreg index
  std::vector<u32> affinity_data_;
  // Spill bookkeeping (also read by the checker).
  std::vector<Reg> origin_;       // per vreg index: the original vreg a spill temporary stands for
  std::vector<u32> slot_of_;      // per vreg index: its spill slot (frame object) or ~0u
  std::vector<Reg> slot_owner_;   // per frame object: the original vreg a spill slot holds
  bool verify_ = false;

  u32 vi(Reg r) const { return r - kFirstVirtReg; }
  u32 find(u32 v) {
    while (v_[v].alias != v) v = v_[v].alias = v_[v_[v].alias].alias;
    return v;
  }
  std::span<const LiveRange> ranges(u32 v) const {
    return v_[v].merged.empty() ? lv_.ranges(kFirstVirtReg + v) : std::span<const LiveRange>(v_[v].merged);
  }

  // Regions (region_split.cpp).
  bool in_range(u32 v, u32 point) const;
  Region region_of(u32 v) const;
  bool crosses(Reg m, const Bound& b) const { return lv_.live_at(m, 2 * b.inst) && lv_.live_at(m, b.inside); }
  float region_split_cost(Reg m, u32 v, const Region& g) const;

  // Components.
  void analyze();                 // liveness, costs, pressure, fixed occupancy, affinities
  void find_copy_segments();      // driver.cpp
  void coalesce();                // coalesce.cpp
  void build_order();             // order.cpp
  bool colour();                  // fatpoint.cpp: one attempt; fills failed_
  void assign(u32 v, Reg r);      // fatpoint.cpp
  SpillPlan guidance();           // spill_guidance.cpp
  void spill_code(const SpillPlan& p); // spill_code.cpp
  void rewrite();                 // driver.cpp
  void corrupt();                 // driver.cpp: RegAllocDebugCorrupt
};

// checker.cpp: verifies the allocated function before it is rewritten.
bool check(const Allocator& a, std::string& error);

// A full-width register-to-register move within one class (a 32-bit move of a register to
// itself is a zero extension, not a copy).
inline bool is_copy(const TargetDesc& td, const MInst& in) {
  return (td.inst(in.op).flags & kInstCopy) && in.nops == 2 && in.ops[0].is_reg() && in.ops[1].is_reg() &&
         in.size >= 8;
}

} // namespace ilcc::mir::ra
