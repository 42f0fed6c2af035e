// stack_colouring.cpp — frame objects that are never live at the same time share stack
// space (stack_colouring.h has the design).
#include "codegen/stack_colouring.h"

#include "codegen/liveness.h"

#include <algorithm>
#include <map>
#include <queue>

namespace ilcc::mir {

namespace {

constexpr u32 kNone = ~0u;
// Slots still live later that an object may be placed in (in a hole of their live points),
// in the colouring in order of first live points; slots tried per object in the
// colouring largest first.
constexpr u32 kMaxHoleTries = 8;
constexpr u32 kMaxFirstFitTries = 64;

struct Marker {
  u32 inst;
  bool start;
};

class StackColourer {
public:
  StackColourer(MFunction& f, const TargetDesc& td, bool share_spill_slots, StackColouringStats& stats)
      : f_(f), td_(td), share_spill_slots_(share_spill_slots), stats_(stats) {}

  void run() {
    number_instructions();
    find_objects();
    if (objs_.size() >= 2) {
      build_ranges();
      find_copies();
      colour();
      rename();
    }
    delete_markers();
  }

private:
  bool is_marker(const MInst& in) const { return in.op == td_.lifetime_start_op || in.op == td_.lifetime_end_op; }

  // The frame object a marker names, or kNone.
  u32 marked_object(const MInst& in) const {
    if (in.nops < 1 || !in.ops[0].is_frame() || in.ops[0].reg >= f_.frame.size()) return kNone;
    const FrameObject& o = f_.frame[in.ops[0].reg];
    return o.fixed || o.is_spill || o.size == 0 ? kNone : in.ops[0].reg;
  }

  void number_instructions() {
    u32 nb = u32(f_.blocks.size());
    first_inst_.assign(nb + 1, 0);
    inst_block_.clear();
    u32 n = 0;
    for (u32 b = 0; b < nb; ++b) {
      first_inst_[b] = n;
      for (size_t k = 0; k < f_.blocks[b].insts.size(); ++k) inst_block_.push_back(b);
      n += u32(f_.blocks[b].insts.size());
    }
    first_inst_[nb] = n;
  }
  u32 block_start(u32 b) const { return 2 * first_inst_[b]; }
  u32 block_end(u32 b) const { return 2 * first_inst_[b + 1]; }

  // The objects that take part: those with markers, then (when shared) the spill slots.
  void find_objects() {
    u32 nobj = u32(f_.frame.size());
    index_.assign(nobj, kNone);
    std::vector<u8> used(nobj, 0);
    u32 idx = 0;
    for (const MBlock& b : f_.blocks)
      for (const MInst& in : b.insts) {
        u32 o = is_marker(in) ? marked_object(in) : kNone;
        ++idx;
        if (o == kNone) {
          for (u32 k = 0; k < in.nops; ++k)
            if (in.ops[k].is_frame() && in.ops[k].reg < nobj) used[in.ops[k].reg] = 1;
          continue;
        }
        if (index_[o] == kNone) index_[o] = u32(objs_.size()), objs_.push_back(o), marker_count_.push_back(0);
        ++marker_count_[index_[o]];
      }
    // An object that only markers name (a struct argument's slot whose stores became
    // register moves) takes no space, unless it is a variable's home for the debugger.
    u32 kept = 0;
    for (u32 p = 0; p < objs_.size(); ++p) {
      u32 o = objs_[p];
      if (!used[o] && !f_.frame[o].debug_home) {
        f_.frame[o].size = 0;
        index_[o] = kNone;
        continue;
      }
      index_[o] = kept, objs_[kept] = o, marker_count_[kept] = marker_count_[p], ++kept;
    }
    objs_.resize(kept), marker_count_.resize(kept);
    num_marked_ = u32(objs_.size());
    if (share_spill_slots_)
      for (u32 o = 0; o < nobj; ++o)
        if (f_.frame[o].is_spill && !f_.frame[o].fixed && f_.frame[o].size > 0) index_[o] = u32(objs_.size()), objs_.push_back(o);
  }

  void build_ranges() {
    u32 np = u32(objs_.size());
    range_off_.assign(np + 1, 0);
    marked_ranges();
    spill_ranges();
  }

  // An object with markers is live wherever a start reaches without passing an end: per
  // object, from the blocks with markers forward through the blocks it enters live.
  void marked_ranges() {
    u32 nb = u32(f_.blocks.size());
    // Markers per object, in instruction order (compressed rows).
    std::vector<u32> off(num_marked_ + 1, 0);
    for (u32 p = 0; p < num_marked_; ++p) off[p + 1] = off[p] + marker_count_[p];
    std::vector<Marker> marks(off[num_marked_]);
    std::vector<u32> cur(off.begin(), off.end() - 1);
    u32 idx = 0;
    for (const MBlock& b : f_.blocks)
      for (const MInst& in : b.insts) {
        u32 o = is_marker(in) ? marked_object(in) : kNone;
        if (o != kNone) marks[cur[index_[o]]++] = Marker{idx, in.op == td_.lifetime_start_op};
        ++idx;
      }
    std::vector<u32> mark_stamp(nb, 0), first_mark(nb, 0), entered(nb, 0), work;
    std::vector<LiveRange> tmp;
    for (u32 p = 0; p < num_marked_; ++p) {
      u32 epoch = p + 1;
      tmp.clear();
      work.clear();
      // The blocks with markers, as if entered dead: the final state does not depend on
      // how the block was entered.
      for (u32 k = off[p]; k < off[p + 1];) {
        u32 b = inst_block_[marks[k].inst];
        mark_stamp[b] = epoch;
        first_mark[b] = k;
        bool live = false;
        u32 from = 0;
        for (; k < off[p + 1] && inst_block_[marks[k].inst] == b; ++k) {
          if (marks[k].start && !live) live = true, from = 2 * marks[k].inst;
          else if (!marks[k].start && live) live = false, tmp.push_back({from, 2 * marks[k].inst});
        }
        if (live) {
          tmp.push_back({from, block_end(b)});
          for (u32 s : f_.blocks[b].succs) work.push_back(s);
        }
      }
      // The blocks entered live.
      while (!work.empty()) {
        u32 b = work.back();
        work.pop_back();
        if (entered[b] == epoch) continue;
        entered[b] = epoch;
        if (mark_stamp[b] == epoch) {
          tmp.push_back({block_start(b), 2 * marks[first_mark[b]].inst});
          continue;
        }
        tmp.push_back({block_start(b), block_end(b)});
        for (u32 s : f_.blocks[b].succs) work.push_back(s);
      }
      append_merged(p, tmp);
    }
  }

  // Sorts `rs` and appends them to object p's ranges, empty ones dropped and touching
  // ones merged.
  void append_merged(u32 p, std::vector<LiveRange>& rs) {
    std::sort(rs.begin(), rs.end(), [](const LiveRange& a, const LiveRange& b) { return a.start < b.start; });
    range_off_[p] = u32(ranges_.size());
    for (const LiveRange& r : rs) {
      if (r.end <= r.start) continue;
      if (ranges_.size() > range_off_[p] && ranges_.back().end >= r.start) ranges_.back().end = std::max(ranges_.back().end, r.end);
      else ranges_.push_back(r);
    }
    range_off_[p + 1] = u32(ranges_.size());
  }

  // Spill slots: live from each write to the reads it reaches (a spill store or a folded
  // write defines the slot, a reload or a folded read uses it).
  void spill_ranges() {
    u32 first = num_marked_, ns = u32(objs_.size()) - first;
    if (ns == 0) return;
    auto for_each = [&](auto&& emit) {
      u32 idx = 0;
      for (const MBlock& b : f_.blocks)
        for (const MInst& in : b.insts) {
          std::span<const MOperand> ops = in.operands();
          for (u32 j = 0; j < ops.size(); ++j) {
            const MOperand& o = ops[j];
            if (!o.is_frame() || o.reg >= index_.size() || index_[o.reg] == kNone || index_[o.reg] < first) continue;
            u32 s = index_[o.reg] - first;
            char acc = in.flags & MInst::kFlagSpill ? 'd' : in.flags & MInst::kFlagReload ? 'u'
                       : (!in.asm_ext && j < in.nops) ? td_.inst(in.op).access[j]
                                                       : 'x';
            bool use = acc == 'u' || acc == 'x' || acc == 'U' || acc == 'X';
            bool def = acc == 'd' || acc == 'x' || acc == 'D' || acc == 'X';
            if (use) emit(s, Occurrence{2 * idx, idx, kUse});
            if (def) emit(s, Occurrence{2 * idx + 1, idx, kDef});
          }
          ++idx;
        }
    };
    std::vector<u32> off(ns + 1, 0);
    for_each([&](u32 s, const Occurrence&) { ++off[s + 1]; });
    for (u32 s = 0; s < ns; ++s) off[s + 1] += off[s];
    std::vector<Occurrence> occ(off[ns]);
    std::vector<u32> cur(off.begin(), off.end() - 1);
    for_each([&](u32 s, const Occurrence& o) { occ[cur[s]++] = o; });
    std::vector<LiveRange> rs;
    std::vector<u32> roff;
    build_live_ranges(f_, first_inst_, inst_block_, occ, off, rs, roff);
    for (u32 s = 0; s < ns; ++s) {
      std::vector<LiveRange> one(rs.begin() + roff[s], rs.begin() + roff[s + 1]);
      append_merged(first + s, one);
    }
  }

  // Whether `in` is a full-width load from a spill slot into a register (store: a store of
  // a register to one): a reload or spill store, or a copy whose spilled side was folded.
  bool spill_access(const MInst& in, bool store) const {
    unsigned mem = store ? 0 : 1, reg = 1 - mem;
    if (in.asm_ext || in.nops != 2 || !in.ops[mem].is_frame() || !in.ops[reg].is_reg() || !is_phys(in.ops[reg].reg) ||
        in.ops[mem].reg >= f_.frame.size() || !f_.frame[in.ops[mem].reg].is_spill || in.ops[mem].disp != 0)
      return false;
    for (unsigned c = 0; c < kNumRegClasses; ++c)
      if (in.op == (store ? td_.store_op[c] : td_.load_op[c]) && in.size == td_.spill_size[c] &&
          (td_.class_mask[c] & reg_bit(in.ops[reg].reg)))
        return true;
    return false;
  }

  // Spill slots joined by a copy: a reload of slot A into a register, then a spill store of
  // that register, unchanged, into slot B (the allocator's code for a copy between two
  // spilled values: a phi's, whose incoming value was spilled too). Given one slot, the
  // pair reads `load r <- S; store r -> S`, which spill cleanup deletes. Pairs by object
  // index, both directions (compressed rows).
  void find_copies() {
    std::vector<std::pair<u32, u32>> pairs;
    u32 last[kNumPhysRegs];
    for (const MBlock& b : f_.blocks) {
      std::fill(std::begin(last), std::end(last), kNone);
      for (const MInst& in : b.insts) {
        bool reload = spill_access(in, false), store = spill_access(in, true);
        if (store) {
          u32 a = last[in.ops[1].reg], bo = in.ops[0].reg;
          if (a != kNone && bo < index_.size() && index_[a] != kNone && index_[bo] != kNone && a != bo &&
              f_.frame[a].size == f_.frame[bo].size)
            pairs.push_back({index_[a], index_[bo]}), pairs.push_back({index_[bo], index_[a]});
          continue;
        }
        if (in.asm_ext || in.imp_defs || (td_.inst(in.op).flags & kInstCall)) std::fill(std::begin(last), std::end(last), kNone);
        in.for_each_def([&](Reg r) {
          if (is_phys(r)) last[r] = kNone;
        });
        if (reload && in.ops[1].reg < index_.size()) last[in.ops[0].reg] = in.ops[1].reg;
      }
    }
    copy_off_.assign(objs_.size() + 1, 0);
    for (auto [a, b] : pairs) ++copy_off_[a + 1];
    for (u32 p = 0; p < objs_.size(); ++p) copy_off_[p + 1] += copy_off_[p];
    copy_to_.resize(pairs.size());
    std::vector<u32> cur(copy_off_.begin(), copy_off_.end() - 1);
    for (auto [a, b] : pairs) copy_to_[cur[a]++] = b;
  }

  std::span<const LiveRange> ranges(u32 p) const {
    return {ranges_.data() + range_off_[p], range_off_[p + 1] - range_off_[p]};
  }

  struct Slot {
    u32 rep;    // the first object placed: every member is renamed to it
    u64 size;
    u32 align;
    u32 begin, end;          // the first and the end of the last of the members' live points
    std::map<u32, u32> live; // the members' live ranges, start -> end (disjoint)
    bool idle = false;       // by_start: in idle_ (no member is live from the current object on)
    std::multimap<u64, u32>::iterator at; // by_start: its entry in idle_ or busy_
  };
  struct Colouring {
    std::vector<Slot> slots;
    std::vector<u32> slot_of; // per object in objs_
    u64 bytes() const {
      u64 n = 0;
      for (const Slot& s : slots) n += s.size;
      return n;
    }
  };

  static bool fits(const Slot& s, std::span<const LiveRange> rs) {
    if (rs.empty() || s.live.empty() || rs.back().end <= s.begin || rs.front().start >= s.end) return true;
    for (const LiveRange& r : rs) {
      auto it = s.live.upper_bound(r.start);
      if (it != s.live.end() && it->first < r.end) return false;
      if (it != s.live.begin() && std::prev(it)->second > r.start) return false;
    }
    return true;
  }

  u32 first_point(u32 p) const { return range_off_[p] < range_off_[p + 1] ? ranges_[range_off_[p]].start : kNone; }

  // Places object p in slot s of c (s == c.slots.size(): a new slot).
  void place(Colouring& c, u32 p, u32 s) {
    const FrameObject& fo = f_.frame[objs_[p]];
    std::span<const LiveRange> rs = ranges(p);
    if (s == c.slots.size()) {
      Slot& n = c.slots.emplace_back();
      n.rep = objs_[p], n.size = fo.size, n.align = fo.align, n.begin = kNone, n.end = 0;
    }
    Slot& sl = c.slots[s];
    sl.size = std::max(sl.size, fo.size);
    sl.align = std::max(sl.align, fo.align);
    for (const LiveRange& r : rs) sl.live.emplace(r.start, r.end);
    if (!rs.empty()) sl.begin = std::min(sl.begin, rs.front().start), sl.end = std::max(sl.end, rs.back().end);
    c.slot_of[p] = s;
  }

  // The indexes of objs_, sorted by `less`.
  template <class Less> std::vector<u32> objects_ordered(Less less) const {
    std::vector<u32> order(objs_.size());
    for (u32 p = 0; p < order.size(); ++p) order[p] = p;
    std::sort(order.begin(), order.end(), less);
    return order;
  }

  // A slot of c holding an object p is copied to or from that p fits in, or kNone.
  u32 copy_partner_slot(const Colouring& c, u32 p) const {
    if (copy_off_.empty()) return kNone;
    for (u32 k = copy_off_[p]; k < copy_off_[p + 1]; ++k)
      if (u32 s = c.slot_of[copy_to_[k]]; s != kNone && fits(c.slots[s], ranges(p))) return s;
    return kNone;
  }

  // Largest first: each object takes the first slot (in order of creation) none of whose
  // members is live at its points, trying at most kMaxFirstFitTries slots.
  Colouring by_size() {
    Colouring c;
    c.slot_of.assign(objs_.size(), kNone);
    std::vector<u32> order = objects_ordered([&](u32 a, u32 b) {
      u64 sa = f_.frame[objs_[a]].size, sb = f_.frame[objs_[b]].size;
      return sa != sb ? sa > sb : std::pair(first_point(a), a) < std::pair(first_point(b), b);
    });
    for (u32 p : order) {
      u32 s = copy_partner_slot(c, p);
      if (s != kNone) {
        place(c, p, s);
        continue;
      }
      u32 tries = 0;
      for (s = 0; s < c.slots.size() && tries < kMaxFirstFitTries; ++s, ++tries)
        if (fits(c.slots[s], ranges(p))) break;
      if (s < c.slots.size() && tries == kMaxFirstFitTries) s = u32(c.slots.size());
      place(c, p, s);
    }
    return c;
  }

  // In order of their first live points: each object takes a slot whose members are all
  // dead from that point on (kept in a heap by the end of their last live point), the
  // closest in size, or else a slot still live later with a hole that fits (at most
  // kMaxHoleTries tried), or a new one. Never tries more than a few slots, whatever the
  // number of objects.
  Colouring by_start() {
    Colouring c;
    c.slot_of.assign(objs_.size(), kNone);
    std::vector<u32> order = objects_ordered([&](u32 a, u32 b) {
      u64 sa = f_.frame[objs_[a]].size, sb = f_.frame[objs_[b]].size;
      return std::tuple(first_point(a), ~sa, a) < std::tuple(first_point(b), ~sb, b);
    });
    using Ends = std::pair<u32, u32>; // (end, slot)
    std::priority_queue<Ends, std::vector<Ends>, std::greater<Ends>> ends;
    std::multimap<u64, u32> idle, busy; // slots by size
    for (u32 p : order) {
      u32 start = first_point(p);
      while (!ends.empty() && ends.top().first <= start) {
        auto [e, s] = ends.top();
        ends.pop();
        Slot& sl = c.slots[s];
        if (sl.idle || sl.end != e) continue; // stale
        busy.erase(sl.at);
        sl.at = idle.insert({sl.size, s});
        sl.idle = true;
      }
      u64 size = f_.frame[objs_[p]].size;
      std::span<const LiveRange> rs = ranges(p);
      u32 s = u32(c.slots.size());
      if (u32 partner = copy_partner_slot(c, p); partner != kNone) {
        s = partner;
      } else if (!idle.empty()) {
        // The idle slot closest in size: the smallest that holds p, or else the largest.
        auto it = idle.lower_bound(size);
        if (it == idle.end()) it = std::prev(it);
        s = it->second;
      } else {
        // A hole in a slot still live later: the closest in size first, larger ones, then smaller.
        auto it = busy.lower_bound(size);
        u32 tries = 0;
        for (auto up = it; up != busy.end() && tries < kMaxHoleTries && s == c.slots.size(); ++up, ++tries)
          if (fits(c.slots[up->second], rs)) s = up->second;
        tries = 0;
        for (auto down = it; down != busy.begin() && tries < kMaxHoleTries && s == c.slots.size(); ++tries)
          if (--down; fits(c.slots[down->second], rs)) s = down->second;
      }
      if (s < c.slots.size()) {
        Slot& sl = c.slots[s];
        (sl.idle ? idle : busy).erase(sl.at);
      }
      place(c, p, s);
      Slot& sl = c.slots[s];
      sl.idle = false;
      sl.at = busy.insert({sl.size, s});
      ends.push({sl.end, s});
    }
    return c;
  }

  // The better of the two orders (the fewer bytes).
  void colour() {
    Colouring a = by_size(), b = by_start();
    u64 ab = a.bytes(), bb = b.bytes();
    result_ = ab <= bb ? std::move(a) : std::move(b);
    for (u32 p = 0; p < objs_.size(); ++p) {
      const FrameObject& fo = f_.frame[objs_[p]];
      ++stats_.coloured;
      stats_.bytes_before += fo.size;
      if (result_.slots[result_.slot_of[p]].rep != objs_[p]) {
        ++stats_.shared;
        if (fo.is_spill) ++stats_.spill_shared;
      }
    }
    stats_.bytes_after += result_.bytes();
  }

  void rename() {
    u32 nobj = u32(f_.frame.size());
    std::vector<u32> to(nobj);
    for (u32 o = 0; o < nobj; ++o) to[o] = o;
    for (u32 p = 0; p < objs_.size(); ++p) {
      const Slot& sl = result_.slots[result_.slot_of[p]];
      to[objs_[p]] = sl.rep;
      if (objs_[p] != sl.rep) f_.frame[objs_[p]].size = 0, f_.frame[objs_[p]].shares = sl.rep; // unused now
    }
    for (const Slot& sl : result_.slots) {
      f_.frame[sl.rep].size = sl.size;
      f_.frame[sl.rep].align = sl.align;
    }
    // A slot holding a local is a local's (its accesses may be volatile); the accesses of
    // the spill slots renamed into it say what they were (kFlagSpillSlot), for spill
    // cleanup.
    std::vector<u8> mixed(nobj, 0);
    for (u32 p = 0; p < objs_.size(); ++p)
      if (!f_.frame[objs_[p]].is_spill) mixed[to[objs_[p]]] = 1;
    for (MBlock& b : f_.blocks)
      for (MInst& in : b.insts)
        for (MOperand& o : in.operands())
          if (o.is_frame() && o.reg < nobj) {
            if (f_.frame[o.reg].is_spill && mixed[to[o.reg]]) in.flags |= MInst::kFlagSpillSlot;
            o.reg = to[o.reg];
          }
    for (u32 o = 0; o < nobj; ++o)
      if (mixed[o]) f_.frame[o].is_spill = false;
  }

  void delete_markers() {
    for (MBlock& b : f_.blocks) std::erase_if(b.insts, [&](const MInst& in) { return is_marker(in); });
  }

  MFunction& f_;
  const TargetDesc& td_;
  bool share_spill_slots_;
  StackColouringStats& stats_;
  std::vector<u32> first_inst_, inst_block_;
  std::vector<u32> objs_;          // the objects taking part: those with markers first
  std::vector<u32> index_;         // by frame object: its index in objs_, or kNone
  std::vector<u32> marker_count_;  // per marked object
  u32 num_marked_ = 0;
  std::vector<LiveRange> ranges_;  // per object in objs_ (compressed rows)
  std::vector<u32> range_off_;
  std::vector<u32> copy_off_, copy_to_; // find_copies
  Colouring result_;
};

} // namespace

void colour_stack(MFunction& f, const TargetDesc& td, bool share_spill_slots, StackColouringStats& stats) {
  StackColourer(f, td, share_spill_slots, stats).run();
}

} // namespace ilcc::mir
