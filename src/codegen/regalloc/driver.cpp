// driver.cpp — the allocator's entry: analysis, the NOSPILL trials and SPILL rounds, the
// final rewrite to physical registers; knobs by name.
//
// Each round analyses the function afresh (liveness, costs, occupancy of the physical
// registers' own ranges), coalesces, orders and colours. A round whose colouring leaves
// values without a register is retried RegAllocNumNonSpillTrials times with the failed
// values coloured earlier; if that does not help, spill guidance decides which values to
// split or spill, spill code rewrites the function and the next round starts. Spill
// temporaries must get registers, so every round makes progress.
#include "codegen/regalloc/internal.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>

namespace ilcc::mir {

bool RaKnobs::set(std::string_view name, std::string_view value, std::string& error) {
  i64 v = 0;
  auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
  if (ec != std::errc() || p != value.data() + value.size()) {
    error = "invalid value '" + std::string(value) + "' for register allocation knob '" + std::string(name) + "'";
    return false;
  }
#define RA_KNOB(n, def, description)                                                                                  \
  if (name == #n) {                                                                                                    \
    n = v;                                                                                                             \
    return true;                                                                                                       \
  }
#include "codegen/regalloc/knobs.def"
  error = "unknown register allocation knob '" + std::string(name) + "'";
  return false;
}

bool allocate_registers(MFunction& f, const TargetDesc& td, const RaKnobs& knobs, RaStats& stats, std::string& error) {
  auto t0 = std::chrono::steady_clock::now();
  ra::Allocator a(f, td, knobs, stats);
  a.verify_ = knobs.verify;
  bool ok = a.run(error);
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return ok;
}

namespace ra {

void Allocator::analyze() {
  bool fp = f_.uses_frame_pointer();
  RegMask ignore = td_.reserved | (fp ? reg_bit(5) : 0); // rbp holds the frame
  lv_.compute(f_, td_, ignore);
  if (loop_depth_.size() != f_.blocks.size()) {
    loop_depth_ = compute_loop_depths(f_, &inner_loop_);
    if (k_.RegAllocBlockFrequencies) {
      freq_ = estimate_block_frequencies(f_, td_, loop_depth_);
    } else {
      freq_.resize(f_.blocks.size());
      for (u32 b = 0; b < freq_.size(); ++b) freq_[b] = float(std::pow(10.0, std::min<u32>(loop_depth_[b], 6)));
    }
  }
  for (unsigned c = 0; c < kNumRegClasses; ++c) {
    allowed_[c] = 0;
    i64 limit = c == 0 ? k_.RegAllocGprLimit : k_.RegAllocXmmLimit;
    i64 n = 0;
    for (Reg r : td_.alloc_order[c]) {
      if (ignore & reg_bit(r)) continue;
      if (n++ >= limit) break;
      allowed_[c] |= reg_bit(r);
    }
  }
  u32 nv = f_.num_vregs();
  v_.resize(nv);
  origin_.resize(nv);
  slot_of_.resize(nv, ~0u);
  u32 np = lv_.num_points();
  fixed_occ_.assign(np, 0);
  for (Reg r = 0; r < kNumPhysRegs; ++r)
    for (const LiveRange& x : lv_.ranges(r))
      for (u32 p = x.start; p < x.end && p < np; ++p) fixed_occ_[p] |= reg_bit(r);
  // Pressure per point and class: virtual registers plus physical ranges.
  std::vector<i32> diff[kNumRegClasses];
  for (auto& d : diff) d.assign(np + 1, 0);
  for (u32 v = 0; v < nv; ++v) {
    VInfo& x = v_[v];
    x.alias = v;
    x.merged.clear();
    x.phys = kNoReg;
    x.flags &= kNoSpill | kPromoted;
    x.cost = 0;
    x.length = 0;
    unsigned c = unsigned(f_.vregs[v].cls);
    for (const LiveRange& r : lv_.ranges(kFirstVirtReg + v)) {
      x.length += r.end - r.start;
      ++diff[c][r.start];
      --diff[c][r.end];
    }
    for (const Occurrence& o : lv_.occurrences(kFirstVirtReg + v)) x.cost += freq_[lv_.block_of_inst(o.inst)];
    if (x.flags & kNoSpill) x.cost = 1e30f;
  }
  std::vector<u32> pressure[kNumRegClasses];
  for (unsigned c = 0; c < kNumRegClasses; ++c) {
    pressure[c].resize(np);
    i32 run = 0;
    for (u32 p = 0; p < np; ++p) {
      run += diff[c][p];
      pressure[c][p] = u32(run) + __builtin_popcount(fixed_occ_[p] & td_.class_mask[c]);
    }
  }
  const std::vector<u32>& calls = lv_.call_points();
  for (u32 v = 0; v < nv; ++v) {
    VInfo& x = v_[v];
    unsigned c = unsigned(f_.vregs[v].cls);
    u32 m = 0;
    for (const LiveRange& r : lv_.ranges(kFirstVirtReg + v)) {
      for (u32 p = r.start; p < r.end; ++p) m = std::max(m, pressure[c][p]);
      auto it = std::lower_bound(calls.begin(), calls.end(), r.start);
      if (it != calls.end() && *it < r.end && *it > r.start) x.flags |= kCrossesCall;
    }
    x.pressure = m;
  }
  // Copy affinities; the -g markers, which spill guidance does not count; and the
  // branches before their blocks' ends.
  affinity_.clear();
  debug_inst_.clear();
  mid_branches_.clear();
  u32 n = 0;
  for (u32 b = 0; b < f_.blocks.size(); ++b) {
    float w = freq_[b];
    const std::vector<MInst>& insts = f_.blocks[b].insts;
    size_t last = insts.size();
    while (last > 0 && (td_.inst(insts[last - 1].op).flags & kInstTerminator)) --last;
    for (const MInst& in : insts) {
      u32 at = n++;
      if ((td_.inst(in.op).flags & kInstTerminator) && at - lv_.first_inst(b) < last) mid_branches_.push_back(at);
      if (td_.inst(in.op).flags & kInstDebug) {
        if (debug_inst_.empty()) debug_inst_.assign(np / 2 + 1, 0);
        debug_inst_[at] = 1;
      }
      if (!is_copy(td_, in)) continue;
      Reg d = in.ops[0].reg, s = in.ops[1].reg;
      if (is_virt(d)) affinity_.push_back({vi(d), s, w});
      if (is_virt(s)) affinity_.push_back({vi(s), d, w});
      if (is_virt(d) && is_phys(s)) v_[vi(d)].flags |= kFixedHint;
      if (is_virt(s) && is_phys(d)) v_[vi(s)].flags |= kFixedHint;
    }
  }
  find_copy_segments();
  affinity_off_.assign(nv + 1, 0);
  for (const Affinity& a : affinity_) ++affinity_off_[a.v + 1];
  for (u32 v = 0; v < nv; ++v) affinity_off_[v + 1] += affinity_off_[v];
  affinity_data_.resize(affinity_.size());
  std::vector<u32> cur(affinity_off_.begin(), affinity_off_.end() - 1);
  for (u32 i = 0; i < affinity_.size(); ++i) affinity_data_[cur[affinity_[i].v]++] = i;
}

// A copy `mov %v, %phys` opens a segment from the copy to the physical register's last
// read before it is written again, within the block, when %phys is not live beyond it and
// %v is live through it unchanged (live at its end, not written inside: then no other
// value of v's alias chain is live there either).
void Allocator::find_copy_segments() {
  copy_segs_.clear();
  u32 nv = f_.num_vregs();
  u32 idx = 0;
  for (u32 b = 0; b < f_.blocks.size(); ++b)
    for (const MInst& in : f_.blocks[b].insts) {
      u32 at = idx++;
      if (!is_copy(td_, in) || !is_phys(in.ops[0].reg) || !is_virt(in.ops[1].reg)) continue;
      Reg r = in.ops[0].reg, s = in.ops[1].reg;
      std::span<const Occurrence> occ = lv_.occurrences(r);
      auto it = std::lower_bound(occ.begin(), occ.end(), at, [](const Occurrence& o, u32 i) { return o.inst < i; });
      while (it != occ.end() && it->inst == at) ++it;
      u32 last = ~0u;
      for (; it != occ.end() && it->kind == kUse && lv_.block_of_inst(it->inst) == b; ++it) last = it->inst;
      if (last == ~0u) continue;
      u32 end = 2 * last + 1;
      if (lv_.live_at(r, end) || !lv_.live_at(s, end - 1)) continue;
      std::span<const Occurrence> socc = lv_.occurrences(s);
      auto sd = std::upper_bound(socc.begin(), socc.end(), at, [](u32 i, const Occurrence& o) { return i < o.inst; });
      bool written = false;
      for (; sd != socc.end() && sd->inst <= last; ++sd) written |= (sd->kind & kDef) != 0;
      if (!written) copy_segs_.push_back({vi(s), r, 2 * at + 1, end});
    }
  std::sort(copy_segs_.begin(), copy_segs_.end(), [](const CopySeg& a, const CopySeg& b) { return a.v < b.v; });
  copy_seg_off_.assign(nv + 1, 0);
  for (const CopySeg& c : copy_segs_) ++copy_seg_off_[c.v + 1];
  for (u32 v = 0; v < nv; ++v) copy_seg_off_[v + 1] += copy_seg_off_[v];
}

bool Allocator::run(std::string& error) {
  stats_.vregs = f_.num_vregs();
  origin_.resize(f_.num_vregs());
  for (u32 v = 0; v < origin_.size(); ++v) origin_[v] = kFirstVirtReg + v;
  bool ok = false;
  for (i64 round = 0; round < k_.RegAllocMaxRounds; ++round) {
    analyze();
    if (k_.RegAllocCoalescing) coalesce();
    for (VInfo& x : v_) x.flags &= ~kPromoted;
    build_order();
    // The trial whose failed values cost least to spill is the one spill guidance reads:
    // colouring the failed values earlier can make hotter ones fail instead.
    std::vector<u32> best_order;
    float best_failed = 0;
    for (i64 trial = 0; trial <= k_.RegAllocNumNonSpillTrials; ++trial) {
      ++stats_.trials;
      if (colour()) {
        ok = true;
        break;
      }
      float failed_cost = 0;
      for (u32 v : failed_) failed_cost += v_[v].cost;
      if (best_order.empty() || failed_cost < best_failed) best_order = order_, best_failed = failed_cost;
      if (trial == k_.RegAllocNumNonSpillTrials) break;
      for (u32 v : failed_) v_[v].flags |= kPromoted;
      build_order();
    }
    if (ok) break;
    if (best_order != order_) {
      order_ = std::move(best_order);
      colour();
    }
    SpillPlan plan = guidance();
    if (plan.spill.empty() && plan.split.empty() && plan.around.empty()) {
      error = "register allocation made no progress in " + std::string(f_.name.str());
      return false;
    }
    spill_code(plan);
    ++stats_.rounds;
  }
  if (!ok) {
    error = "register allocation did not converge in " + std::string(f_.name.str());
    return false;
  }
  if (k_.RegAllocDebugCorrupt) corrupt();
  if (verify_ && !check(*this, error)) return false;
  rewrite();
  return true;
}

// Deliberate mistakes, so that tests can show the checker catching them.
void Allocator::corrupt() {
  if (k_.RegAllocDebugCorrupt == 1) {
    u32 n = std::min<u32>(u32(v_.size()), 400);
    for (u32 a = 0; a < n; ++a)
      for (u32 b = a + 1; b < n; ++b) {
        if (find(a) != a || find(b) != b || f_.vregs[a].cls != f_.vregs[b].cls) continue;
        if (v_[a].phys == v_[b].phys || !ranges_overlap(ranges(a), ranges(b))) continue;
        v_[b].phys = v_[a].phys;
        return;
      }
  } else if (k_.RegAllocDebugCorrupt == 2) {
    for (MBlock& b : f_.blocks)
      for (size_t i = 0; i < b.insts.size(); ++i)
        if (b.insts[i].flags & MInst::kFlagReload) {
          b.insts.erase(b.insts.begin() + i);
          return;
        }
  }
}

void Allocator::rewrite() {
  auto map = [&](Reg r) -> Reg {
    if (!is_virt(r)) return r;
    Reg p = v_[find(vi(r))].phys;
    ILCC_ASSERT(p != kNoReg, "a virtual register without an assignment");
    return p;
  };
  RegMask used = 0;
  u32 idx = 0;
  // -g: a DbgValue follows the definition of the value it names (isel). The register or
  // spill slot that holds the value there is where the variable is; when the code before
  // it no longer defines the value (rematerialized, deleted), the DbgValue goes.
  std::vector<Reg> last_defs; // the virtual registers the last instruction other than a spill store wrote
  std::vector<u32> last_slots; // the frame objects it wrote
  auto resolve_dbg_value = [&](MInst& in) {
    if (in.ops[1].kind != OpKind::Imm || in.ops[1].imm >= i64(kFirstVirtReg) + i64(v_.size()) || !is_virt(Reg(in.ops[1].imm)))
      return true; // a parameter's home
    Reg v = Reg(in.ops[1].imm);
    for (Reg d : last_defs)
      if (find(vi(d)) == find(vi(v)) && v_[find(vi(v))].phys != kNoReg) {
        in.ops[1] = MOperand::make_imm(v_[find(vi(v))].phys);
        return true;
      }
    u32 slot = slot_of_[vi(v)];
    if (slot == ~0u) return false;
    bool stored = std::find(last_slots.begin(), last_slots.end(), slot) != last_slots.end();
    for (Reg d : last_defs) stored |= origin_[vi(d)] == origin_[vi(v)];
    if (!stored) return false;
    in.ops[1] = MOperand::frame(slot, 0);
    return true;
  };
  for (MBlock& b : f_.blocks) {
    size_t out = 0;
    last_defs.clear(), last_slots.clear();
    for (size_t i = 0; i < b.insts.size(); ++i, ++idx) {
      MInst in = b.insts[i];
      if (in.op == td_.dbg_value_op) {
        if (resolve_dbg_value(in)) b.insts[out++] = in;
        continue;
      }
      if (!(in.flags & MInst::kFlagSpill)) {
        last_defs.clear(), last_slots.clear();
        in.for_each_def([&](Reg r) {
          if (is_virt(r)) last_defs.push_back(r);
        });
        if (!in.asm_ext)
          for (u32 j = 0; j < in.nops; ++j) {
            char c = td_.inst(in.op).access[j];
            if (in.ops[j].is_frame() && (c == 'd' || c == 'x' || c == 'D' || c == 'X')) last_slots.push_back(in.ops[j].reg);
          }
      }
      // A reload or rematerialization whose value is dead at once (the value is loaded
      // again, after a later call, before any use: a loop that calls and does not use it)
      // goes; a dead value may share its register with a live one, so it must.
      if ((in.flags & (MInst::kFlagReload | MInst::kFlagRemat)) && in.nops >= 1 && in.ops[0].is_reg() &&
          is_virt(in.ops[0].reg) && !in.imp_defs && !lv_.live_at(in.ops[0].reg, 2 * idx + 2)) {
        ++stats_.dead_reloads;
        continue;
      }
      for (MOperand& o : in.operands()) {
        if (o.kind == OpKind::Reg) {
          o.reg = map(o.reg);
          if (o.access & kDef) used |= reg_bit(o.reg);
        } else if (o.kind == OpKind::Mem) {
          if (!o.is_frame() && o.reg != kNoReg) o.reg = map(o.reg);
          if (o.index != kNoReg) o.index = map(o.index);
        }
      }
      used |= in.imp_defs;
      if (is_copy(td_, in) && in.ops[0].reg == in.ops[1].reg) {
        ++stats_.copies_removed;
        continue;
      }
      b.insts[out++] = in;
    }
    b.insts.resize(out);
  }
  f_.used_callee_saved = used & td_.callee_saved;
}

} // namespace ra
} // namespace ilcc::mir
