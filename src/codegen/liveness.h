// liveness.h — program points, live ranges and loop depths of a machine function.
//
// Program points. Instructions are numbered 0, 1, 2, ... in block layout order;
// instruction n reads its uses at point 2n and writes its defs at point 2n+1 (an
// early-clobber def at 2n, so it overlaps the uses, and its range reaches at least 2n+2,
// so it also overlaps the other defs even when it is dead). A value read by an instruction and
// one written by it therefore never interfere, and the write may reuse the register of a
// value that dies there.
//
// Live ranges. Every register that is not reserved — physical registers (ABI-fixed
// operands, argument and return registers, call clobbers) as much as virtual ones — gets
// a sorted list of half-open point intervals [start, end). Liveness is computed per
// register rather than with per-block bit sets: from each block where the register is
// used before being defined, a worklist walks predecessors until the definitions, so the
// work and memory follow the ranges' sizes rather than registers × blocks.
#pragma once

#include "codegen/mir.h"
#include "codegen/target.h"
#include "ir/analysis.h"

#include <span>
#include <vector>

namespace ilcc::mir {

struct LiveRange {
  u32 start, end; // [start, end) in points
};

// One access of a register: where and how.
struct Occurrence {
  u32 point;
  u32 inst; // global instruction number
  u8 kind;  // kUse, kDef (kUseDef for read-modify-write), kEarlyClobber bit
};

class Liveness {
public:
  // Computes everything for `f`; registers in `ignore` (reserved) get no ranges.
  void compute(const MFunction& f, const TargetDesc& td, RegMask ignore);

  u32 num_points() const { return num_points_; }
  u32 num_insts() const { return num_insts_; }
  u32 block_start(u32 b) const { return 2 * first_inst_[b]; }
  u32 block_end(u32 b) const { return 2 * first_inst_[b + 1]; }
  u32 first_inst(u32 b) const { return first_inst_[b]; }
  u32 block_of_inst(u32 n) const { return inst_block_[n]; }
  const std::vector<u32>& first_insts() const { return first_inst_; }
  const std::vector<u32>& inst_blocks() const { return inst_block_; }
  // Slots: physical register r is slot r; virtual register v is slot 32 + (v - kFirstVirtReg).
  static u32 slot_of(Reg r) { return is_phys(r) ? r : kNumPhysRegs + (r - kFirstVirtReg); }
  static Reg reg_of_slot(u32 s) { return s < kNumPhysRegs ? Reg(s) : kFirstVirtReg + (s - kNumPhysRegs); }
  u32 num_slots() const { return num_slots_; }
  std::span<const LiveRange> ranges(Reg r) const { return ranges_of_slot(slot_of(r)); }
  std::span<const LiveRange> ranges_of_slot(u32 s) const {
    return {ranges_.data() + range_off_[s], range_off_[s + 1] - range_off_[s]};
  }
  std::span<const Occurrence> occurrences(Reg r) const {
    u32 s = slot_of(r);
    return {occ_.data() + occ_off_[s], occ_off_[s + 1] - occ_off_[s]};
  }
  bool live_at(Reg r, u32 point) const;
  // Points of call instructions (their def point 2n+1), sorted.
  const std::vector<u32>& call_points() const { return call_points_; }

private:
  u32 num_points_ = 0, num_insts_ = 0, num_slots_ = 0;
  std::vector<u32> first_inst_; // per block, plus one past the end
  std::vector<u32> inst_block_;
  std::vector<Occurrence> occ_;
  std::vector<u32> occ_off_;    // CSR offsets per slot
  std::vector<LiveRange> ranges_;
  std::vector<u32> range_off_;  // CSR offsets per slot
  std::vector<u32> call_points_;
};

// Live ranges from occurrences: `occ` holds each slot's accesses in instruction order as
// compressed rows (`occ_off`); the ranges come out the same way. Used for registers here
// and for spill slots by the allocator's slot sharing.
void build_live_ranges(const MFunction& f, std::span<const u32> first_inst, std::span<const u32> inst_block,
                       std::span<const Occurrence> occ, std::span<const u32> occ_off, std::vector<LiveRange>& ranges,
                       std::vector<u32>& range_off);

// True if the sorted range lists overlap.
bool ranges_overlap(std::span<const LiveRange> a, std::span<const LiveRange> b);
// The union of two sorted range lists, merged where they touch.
void merge_ranges(std::span<const LiveRange> a, std::span<const LiveRange> b, std::vector<LiveRange>& out);

// The function's edges as adjacency lists (succs, preds), for ir/analysis.h.
void build_mir_cfg(const MFunction& f, FlatAdj& succs, FlatAdj& preds);

// Loop nesting depth of each block (natural loops of back edges to a dominating header).
// With `innermost`: per block, the header of the loop containing it that contains no other
// loop, or ~0u.
std::vector<u32> compute_loop_depths(const MFunction& f, std::vector<u32>* innermost = nullptr);

// Static branch weights, shared by the block layout and estimate_block_frequencies: how
// much rarer each block is entered for what it does — 4 times when it returns, 16 when it
// ends in a trap, 2 when it calls, else 1 (by its last terminator) — and
// the weight of the edge b -> t, 8 times less when it leaves b's loop.
std::vector<double> block_rarity(const MFunction& f, const TargetDesc& td);
inline double static_edge_weight(const std::vector<u32>& depth, const std::vector<double>& rarity, u32 b, u32 t) {
  return (depth[t] < depth[b] ? 0.125 : 1.0) / rarity[t];
}

// An estimate of how often each block runs, the entry running once: each block passes its
// frequency on to its successors in proportion to static_edge_weight (the rare paths of a
// loop body are cheap), and a loop's header runs 10 times what enters it. Back edges
// carry nothing. `depth` is compute_loop_depths'. Capped at 10^6.
std::vector<float> estimate_block_frequencies(const MFunction& f, const TargetDesc& td, const std::vector<u32>& depth);

} // namespace ilcc::mir
