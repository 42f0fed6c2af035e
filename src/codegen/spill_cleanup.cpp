// spill_cleanup.cpp — spill code that stack colouring made redundant (spill_cleanup.h has
// the design).
#include "codegen/spill_cleanup.h"

#include "codegen/liveness.h"

namespace ilcc::mir {

namespace {

constexpr u64 kUnknown = ~u64(0);

// The register class whose full-width spill load (`store`: spill store) `in` has the shape
// of, with the frame object at operand `mem` and a physical register at `reg`; or -1.
int frame_access_class(const MInst& in, const TargetDesc& td, bool store) {
  unsigned mem = store ? 0 : 1, reg = 1 - mem;
  if (in.asm_ext || in.nops != 2 || !in.ops[mem].is_frame() || !in.ops[reg].is_reg() || !is_phys(in.ops[reg].reg))
    return -1;
  for (unsigned c = 0; c < kNumRegClasses; ++c)
    if (in.op == (store ? td.store_op[c] : td.load_op[c]) && in.size == td.spill_size[c] &&
        (td.class_mask[c] & reg_bit(in.ops[reg].reg)))
      return int(c);
  return -1;
}

// Whether the frame object at operand `mem` is a spill slot (see the header).
bool to_spill_slot(const MFunction& f, const MInst& in, unsigned mem) {
  return (in.flags & (MInst::kFlagReload | MInst::kFlagSpill | MInst::kFlagSpillSlot)) || f.frame[in.ops[mem].reg].is_spill;
}

// A frame location: object and displacement.
u64 location(const MOperand& m) { return u64(m.reg) << 32 | u32(m.disp); }

// Step 1: the forward scan. Returns the number of stores deleted and counts the reloads
// deleted in `reloads`. A register "holds" a frame location after a full-width load from
// it (a reload, or a copy whose spilled source was folded) or a spill store to it.
u32 delete_redundant_stores(MFunction& f, const TargetDesc& td, u32& reloads) {
  u32 deleted = 0;
  u64 holds[kNumPhysRegs];
  for (MBlock& b : f.blocks) {
    std::fill(std::begin(holds), std::end(holds), kUnknown);
    size_t out = 0;
    for (size_t i = 0; i < b.insts.size(); ++i) {
      const MInst& in = b.insts[i];
      bool load = frame_access_class(in, td, false) >= 0;
      bool store = frame_access_class(in, td, true) >= 0 && to_spill_slot(f, in, 0);
      if (store) {
        u64 at = location(in.ops[0]);
        Reg r = in.ops[1].reg;
        if (holds[r] == at) {
          ++deleted;
          continue;
        }
        // Registers holding any part of the object no longer do.
        for (u64& h : holds)
          if (h != kUnknown && h >> 32 == at >> 32) h = kUnknown;
        holds[r] = at;
      } else {
        bool may_write_memory = in.asm_ext || (td.inst(in.op).flags & (kInstCall | kInstStore | kInstSideEffect)) ||
                                in.imp_uses || in.imp_defs;
        if (!load)
          for (const MOperand& o : in.operands()) may_write_memory |= o.is_mem();
        if (may_write_memory) std::fill(std::begin(holds), std::end(holds), kUnknown);
        // A reload into the register that holds the slot already (a spill store right
        // before it: a copy between two spilled values that now share one slot).
        if (load && holds[in.ops[0].reg] == location(in.ops[1]) && to_spill_slot(f, in, 1)) {
          ++reloads;
          continue;
        }
        in.for_each_def([&](Reg r) {
          if (is_phys(r)) holds[r] = kUnknown;
        });
        if (load) holds[in.ops[0].reg] = location(in.ops[1]);
      }
      b.insts[out++] = in;
    }
    b.insts.resize(out);
  }
  return deleted;
}

} // namespace

void remove_redundant_spill_code(MFunction& f, const TargetDesc& td, RegMask ignore, SpillCleanupStats& stats) {
  u32 stores = delete_redundant_stores(f, td, stats.reloads);
  stats.stores += stores;
  if (!stores) return;
  // Step 2: reloads whose register is dead at once.
  Liveness lv;
  lv.compute(f, td, ignore);
  u32 idx = 0;
  for (MBlock& b : f.blocks) {
    size_t out = 0;
    for (size_t i = 0; i < b.insts.size(); ++i, ++idx) {
      const MInst& in = b.insts[i];
      if (frame_access_class(in, td, false) >= 0 && to_spill_slot(f, in, 1) && !in.imp_defs &&
          !(ignore & reg_bit(in.ops[0].reg)) && !lv.live_at(in.ops[0].reg, 2 * idx + 2)) {
        ++stats.reloads;
        continue;
      }
      b.insts[out++] = in;
    }
    b.insts.resize(out);
  }
}

} // namespace ilcc::mir
