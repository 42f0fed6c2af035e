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

// What each register is known to hold: a frame location, or kUnknown.
struct Holds {
  u64 at[kNumPhysRegs];
  Holds() { forget_all(); }
  void forget_all() { std::fill(std::begin(at), std::end(at), kUnknown); }
  void forget_object(u64 loc) {
    for (u64& h : at)
      if (h != kUnknown && h >> 32 == loc >> 32) h = kUnknown;
  }
  bool operator==(const Holds& o) const { return std::equal(std::begin(at), std::end(at), std::begin(o.at)); }
  // The meet of two paths: what both agree on.
  void meet(const Holds& o) {
    for (unsigned r = 0; r < kNumPhysRegs; ++r)
      if (at[r] != o.at[r]) at[r] = kUnknown;
  }
};

// Step 1: a forward dataflow over the function. A register "holds" a frame location
// after a full-width load from it (a reload, or a copy whose spilled source was folded)
// or a spill store to it; at a join, what all the predecessors agree on.
class RedundantStores {
public:
  RedundantStores(MFunction& f, const TargetDesc& td) : f_(f), td_(td) {}

  // Returns the number of stores deleted and counts the reloads deleted in `reloads`.
  u32 run(u32& reloads) {
    size_t n = f_.blocks.size();
    std::vector<Holds> out(n);
    std::vector<u8> reached(n, 0);
    std::vector<Holds> in(n);
    u32 deleted = 0;
    // Blocks in layout order until nothing changes: each entry only goes from a location
    // to unknown once it is known, so a few rounds settle.
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b = 0; b < n; ++b) {
        Holds h;
        if (!entry_state(b, out, reached, h)) continue;
        if (reached[b] && h == in[b]) continue;
        in[b] = h;
        reached[b] = 1;
        scan(f_.blocks[b], h, false, deleted, reloads);
        out[b] = h;
        changed = true;
      }
    }
    for (size_t b = 0; b < n; ++b)
      if (reached[b]) scan(f_.blocks[b], in[b], true, deleted, reloads);
    return deleted;
  }

private:
  // The meet over the predecessors already reached; false when there is none. The entry
  // and blocks entered in other ways (an indirect branch's targets) know nothing.
  bool entry_state(size_t b, const std::vector<Holds>& out, const std::vector<u8>& reached, Holds& h) const {
    const MBlock& bb = f_.blocks[b];
    if (b == 0 || bb.address_taken) return true;
    bool any = false;
    for (u32 p : bb.preds) {
      if (!reached[p]) continue;
      if (!any) h = out[p];
      else h.meet(out[p]);
      any = true;
    }
    return any;
  }

  // The transfer over block b from `h`; with `apply`, deletes the redundant stores and
  // reloads.
  void scan(MBlock& b, Holds& h, bool apply, u32& deleted, u32& reloads) {
    size_t out = 0;
    for (size_t i = 0; i < b.insts.size(); ++i) {
      const MInst& in = b.insts[i];
      bool keep = step(in, h);
      if (!apply) continue;
      if (!keep) {
        bool store = frame_access_class(in, td_, true) >= 0;
        ++(store ? deleted : reloads);
        continue;
      }
      b.insts[out++] = in;
    }
    if (apply) b.insts.resize(out);
  }

  // Updates `h` past `in`; false when `in` is redundant (its effect is there already).
  bool step(const MInst& in, Holds& h) const {
    bool load = frame_access_class(in, td_, false) >= 0;
    bool store = frame_access_class(in, td_, true) >= 0 && to_spill_slot(f_, in, 0);
    if (store) {
      u64 at = location(in.ops[0]);
      Reg r = in.ops[1].reg;
      if (h.at[r] == at) return false;
      h.forget_object(at); // registers holding any part of the object no longer do
      h.at[r] = at;
      return true;
    }
    if (in.asm_ext || (td_.inst(in.op).flags & (kInstCall | kInstSideEffect)) || in.imp_uses || in.imp_defs) {
      h.forget_all();
    } else {
      // Anything else that may write memory: a frame object it names, and every object
      // that is not a spill slot alone (a local sharing it may be written through a
      // pointer). A spill slot's address is never taken: only its own accesses write it.
      bool writes = (td_.inst(in.op).flags & kInstStore) != 0;
      for (const MOperand& o : in.operands()) {
        if (load || !o.is_mem()) continue;
        writes = true;
        if (o.is_frame()) h.forget_object(location(o));
      }
      if (writes)
        for (u64& loc : h.at)
          if (loc != kUnknown && !f_.frame[loc >> 32].is_spill) loc = kUnknown;
    }
    // A reload into the register that holds the slot already (a spill store before it:
    // a copy between two spilled values that now share one slot; or the slot's value
    // kept in the register on every path here).
    if (load && h.at[in.ops[0].reg] == location(in.ops[1]) && to_spill_slot(f_, in, 1)) return false;
    in.for_each_def([&](Reg r) {
      if (is_phys(r)) h.at[r] = kUnknown;
    });
    if (load) h.at[in.ops[0].reg] = location(in.ops[1]);
    return true;
  }

  MFunction& f_;
  const TargetDesc& td_;
};

} // namespace

void remove_redundant_spill_code(MFunction& f, const TargetDesc& td, RegMask ignore, SpillCleanupStats& stats) {
  u32 stores = RedundantStores(f, td).run(stats.reloads);
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
