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

// What each register is known to hold: a frame location, or kUnknown; by register,
// whether that is a spill value (it came from a spill slot's access, to_spill_slot), and
// whether memory may no longer hold it (`stale`: a store through a pointer since, which
// may write a local sharing the slot's space).
struct Holds {
  u64 at[kNumPhysRegs];
  u32 spill = 0, stale = 0;
  Holds() { forget_all(); }
  void forget_all() { std::fill(std::begin(at), std::end(at), kUnknown), spill = stale = 0; }
  void forget(unsigned r) {
    at[r] = kUnknown;
    spill &= ~(u32(1) << r), stale &= ~(u32(1) << r);
  }
  void forget_object(u64 loc) {
    for (unsigned r = 0; r < kNumPhysRegs; ++r)
      if (at[r] != kUnknown && at[r] >> 32 == loc >> 32) forget(r);
  }
  void set(Reg r, u64 loc, bool spill_value) {
    at[r] = loc;
    spill = spill_value ? spill | (u32(1) << r) : spill & ~(u32(1) << r);
    stale &= ~(u32(1) << r);
  }
  bool fresh(Reg r, u64 loc) const { return at[r] == loc && !(stale >> r & 1); }
  bool operator==(const Holds& o) const {
    return spill == o.spill && stale == o.stale && std::equal(std::begin(at), std::end(at), std::begin(o.at));
  }
  // The meet of two paths: what both agree on (a location, from a spill slot's access on
  // both or on neither; stale if on either).
  void meet(const Holds& o) {
    stale |= o.stale;
    for (unsigned r = 0; r < kNumPhysRegs; ++r)
      if (at[r] != o.at[r] || ((spill ^ o.spill) >> r & 1)) forget(r);
  }
};

// Step 1: a forward dataflow over the function. A register "holds" a frame location
// after a full-width load from it (a reload, or a copy whose spilled source was folded)
// or a spill store to it; at a join, what all the predecessors agree on.
class RedundantStores {
public:
  // `shared`: after stack colouring, where a local may share a spill slot's space.
  RedundantStores(MFunction& f, const TargetDesc& td, bool shared) : f_(f), td_(td), shared_(shared) {}

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
      if (h.fresh(r, at)) return false;
      h.forget_object(at); // registers holding any part of the object no longer do
      h.set(r, at, true);
      return true;
    }
    if (in.asm_ext || (td_.inst(in.op).flags & (kInstCall | kInstSideEffect)) || in.imp_uses || in.imp_defs) {
      h.forget_all();
    } else {
      // Anything else that may write memory: a frame object it names, and what a
      // register holds of a local (written through a pointer). A spill value stays
      // known, stale: a spill slot's address is never taken, and a local sharing the
      // slot's space (stack colouring) is not alive while the spill value is, so a later
      // reload still reads what the register holds; but a store of the register no
      // longer finds memory holding it (the local may have lived in between).
      bool writes = (td_.inst(in.op).flags & kInstStore) != 0;
      for (const MOperand& o : in.operands()) {
        if (load || !o.is_mem()) continue;
        writes = true;
        if (o.is_frame()) h.forget_object(location(o));
      }
      if (writes) {
        for (unsigned r = 0; r < kNumPhysRegs; ++r)
          if (h.at[r] != kUnknown && !(h.spill >> r & 1)) h.forget(r);
        if (shared_) h.stale |= h.spill;
      }
    }
    // A reload into the register that holds the slot already (a spill store before it:
    // a copy between two spilled values that now share one slot; or the slot's value
    // kept in the register on every path here).
    if (load && h.at[in.ops[0].reg] == location(in.ops[1]) && to_spill_slot(f_, in, 1)) {
      h.set(in.ops[0].reg, location(in.ops[1]), true); // the slot holds the spill value here
      return false;
    }
    in.for_each_def([&](Reg r) {
      if (is_phys(r)) h.forget(r);
    });
    if (load) h.set(in.ops[0].reg, location(in.ops[1]), to_spill_slot(f_, in, 1));
    return true;
  }

  MFunction& f_;
  const TargetDesc& td_;
  bool shared_;
};

// Step 2: spill stores that no reload reads. A backward dataflow over the spill stores'
// locations: a location is live where some path reaches a read of its bytes (any access
// of its frame object other than a store covering it whole, except -g's markers) before
// a spill store to it. Slot sharing leaves several values' stores where only the last is
// read (`mov %rdi, 8(%rsp); mov %rdx, 8(%rsp)`), and a value spilled at its definition
// may die without a reload on the path taken. A spill value is never read through a
// pointer (a spill slot's address is never taken; a local sharing its space is
// initialized by the program before it reads it), so only frame operands count.
class DeadStores {
public:
  DeadStores(MFunction& f, const TargetDesc& td) : f_(f), td_(td) {}

  u32 run() {
    // The locations: every spill store's (object, displacement, width).
    by_object_.assign(f_.frame.size(), {});
    for (const MBlock& b : f_.blocks)
      for (const MInst& in : b.insts)
        if (spill_store(in) && find(in.ops[0], in.size) == kNone) {
          by_object_[in.ops[0].reg].push_back(u32(locs_.size()));
          locs_.push_back({in.ops[0].reg, in.ops[0].disp, in.size});
        }
    if (locs_.empty()) return 0;
    words_ = (locs_.size() + 63) / 64;
    size_t n = f_.blocks.size();
    std::vector<u64> live_in(n * words_, 0), live(words_);
    // Blocks from the last up until nothing changes (live sets only grow).
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b = n; b-- > 0;) {
        live_out(b, live_in, live);
        scan(f_.blocks[b], live, false);
        u64* in = &live_in[b * words_];
        for (size_t w = 0; w < words_; ++w)
          if (live[w] != in[w]) in[w] = live[w], changed = true;
      }
    }
    u32 deleted = 0;
    for (size_t b = 0; b < n; ++b) {
      live_out(b, live_in, live);
      deleted += scan(f_.blocks[b], live, true);
    }
    return deleted;
  }

private:
  struct Loc {
    u32 object;
    i32 disp;
    u32 size;
  };

  bool spill_store(const MInst& in) const { return frame_access_class(in, td_, true) >= 0 && to_spill_slot(f_, in, 0); }

  void live_out(size_t b, const std::vector<u64>& live_in, std::vector<u64>& live) const {
    std::fill(live.begin(), live.end(), 0);
    for (u32 s : f_.blocks[b].succs)
      for (size_t w = 0; w < words_; ++w) live[w] |= live_in[s * words_ + w];
  }

  // Backward over block b from `live` (its live-out) to its live-in; with `apply`,
  // deletes the dead spill stores. Returns the number deleted.
  u32 scan(MBlock& b, std::vector<u64>& live, bool apply) {
    std::vector<u8> dead;
    if (apply) dead.assign(b.insts.size(), 0);
    u32 deleted = 0;
    for (size_t i = b.insts.size(); i-- > 0;) {
      const MInst& in = b.insts[i];
      if (td_.inst(in.op).flags & kInstDebug) continue;
      if (spill_store(in)) {
        u32 k = find(in.ops[0], in.size);
        if (!(live[k / 64] >> (k % 64) & 1)) {
          if (apply) dead[i] = 1, ++deleted;
          continue; // deleted: reads nothing, kills nothing
        }
        live[k / 64] &= ~(u64(1) << (k % 64));
        continue;
      }
      for (const MOperand& o : in.operands())
        if (o.is_frame() && o.reg < by_object_.size())
          for (u32 k : by_object_[o.reg]) // any other access reads what it may overlap
            if (o.index != kNoReg ||
                (i64(locs_[k].disp) < i64(o.disp) + kMaxAccess && i64(o.disp) < i64(locs_[k].disp) + locs_[k].size))
              live[k / 64] |= u64(1) << (k % 64);
    }
    if (apply && deleted) {
      size_t out = 0;
      for (size_t i = 0; i < b.insts.size(); ++i)
        if (!dead[i]) b.insts[out++] = b.insts[i];
      b.insts.resize(out);
    }
    return deleted;
  }

  static constexpr u32 kNone = ~0u;
  static constexpr i64 kMaxAccess = 64; // bytes one memory operand may reach (a zmm-sized move at most)
  u32 find(const MOperand& m, u32 size) const {
    for (u32 k : by_object_[m.reg])
      if (locs_[k].disp == m.disp && locs_[k].size == size) return k;
    return kNone;
  }

  MFunction& f_;
  const TargetDesc& td_;
  std::vector<Loc> locs_;
  std::vector<std::vector<u32>> by_object_; // frame object -> its locations
  size_t words_ = 0;
};

} // namespace

void remove_unshared_redundant_spill_code(MFunction& f, const TargetDesc& td, SpillCleanupStats& stats) {
  stats.stores += RedundantStores(f, td, false).run(stats.reloads);
}

void remove_redundant_spill_code(MFunction& f, const TargetDesc& td, RegMask ignore, SpillCleanupStats& stats) {
  u32 stores = RedundantStores(f, td, true).run(stats.reloads);
  if (!f.returns_twice) stores += DeadStores(f, td).run();
  stats.stores += stores;
  if (!stores) return;
  // Step 3: reloads whose register is dead at once.
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
