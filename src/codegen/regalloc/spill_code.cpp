// spill_code.cpp — rewriting the function for the values spill guidance chose.
//
// Spill everywhere: the value gets a stack slot. Where an instruction reads or writes it
// and the instruction table allows a memory operand in that position (and the instruction
// has no other), the slot itself becomes the operand (RegAllocSpillFolding); elsewhere a
// fresh temporary carries it: loaded from the slot before the instruction, stored back
// after it. A value defined once by an instruction that reads no register — a constant,
// a symbol's or a frame object's address, a GOT entry — is rebuilt before each use
// instead of being stored and reloaded (RegAllocRemat).
//
// Split around calls: the value keeps its register but is stored to its slot after each
// definition a call it lives across follows, and reloaded after each such call, so it is
// dead during calls.
//
// Temporaries and rematerialized copies are marked must-not-spill: their ranges are a
// few points long, which is what guarantees progress.
#include "codegen/regalloc/internal.h"
#include "support/hash.h"

#include <algorithm>
#include <cmath>

namespace ilcc::mir::ra {

namespace {
bool rematerializable(const TargetDesc& td, const MInst& in) {
  if (!(td.inst(in.op).flags & kInstRemat) || in.asm_ext || in.imp_uses || in.imp_defs) return false;
  if (in.nops < 1 || !in.ops[0].is_reg() || in.ops[0].access != kDef) return false;
  for (u32 j = 1; j < in.nops; ++j) {
    const MOperand& o = in.ops[j];
    if (o.kind == OpKind::Reg) return false;
    if (o.kind == OpKind::Mem) {
      bool no_regs = (o.is_frame() || o.reg == kNoReg) && o.index == kNoReg && o.segment() == Segment::None;
      if (!no_regs) return false;
      // An address computation (lea), or a load from the GOT (read-only after relocation).
      bool address = td.inst(in.op).access[j] == '-';
      if (!address && o.reloc() != Reloc::GotPcRel) return false;
    }
  }
  return true;
}
// Whether two rematerializable instructions compute the same value (their destinations
// aside).
bool same_definition(const MInst& a, const MInst& b) {
  if (a.op != b.op || a.size != b.size || a.size2 != b.size2 || a.cond != b.cond || a.nops != b.nops) return false;
  for (u32 j = 1; j < a.nops; ++j) {
    const MOperand &x = a.ops[j], &y = b.ops[j];
    if (x.kind != y.kind || x.bits != y.bits || x.reg != y.reg || x.index != y.index || x.scale != y.scale ||
        x.disp != y.disp || x.imm != y.imm)
      return false;
  }
  return true;
}
// Whether the instruction's immediates stay encodable when one of its registers becomes a
// memory operand.
bool immediates_fit_with_mem(const TargetDesc& td, const MInst& in) {
  if (in.size != 8 || td.mem_imm_bits >= 64) return true;
  i64 limit = i64(1) << (td.mem_imm_bits - 1);
  for (const MOperand& o : in.operands())
    if (o.is_imm() && (o.imm < -limit || o.imm >= limit)) return false;
  return true;
}
} // namespace

void Allocator::spill_code(const SpillPlan& plan) {
  u32 nv0 = f_.num_vregs();
  std::vector<u8> kind(nv0, 0); // 1 spill everywhere, 2 split around calls, 3 split around a region
  std::vector<const MInst*> remat(nv0, nullptr);
  HashMap<u64, u8> remat_at; // (instruction number << 32 | vreg index) of rematerialized values' definitions
  for (Reg r : plan.spill) kind[vi(r)] = 1;
  for (Reg r : plan.split) kind[vi(r)] = 2;
  for (const auto& [r, region] : plan.around) kind[vi(r)] = 3;
  auto slot_for = [&](u32 v) {
    if (slot_of_[v] == ~0u) {
      RegClass c = f_.vregs[v].cls;
      // A ymm value's slot is 32 bytes, 16-aligned (spills use unaligned moves).
      u32 s = f_.new_frame_object(std::max<u32>(td_.spill_size[unsigned(c)], f_.vregs[v].bytes), td_.spill_size[unsigned(c)], true);
      slot_of_[v] = s;
      if (slot_owner_.size() <= s) slot_owner_.resize(s + 1, kNoReg);
      slot_owner_[s] = origin_[v];
      ++stats_.slots;
    }
    return slot_of_[v];
  };
  // Values defined once by a rematerializable instruction: a spilled one is rebuilt before
  // each use, a split one after each call (a symbol's address kept in a register through a
  // loop that calls: one lea after the call instead of a store and a reload).
  std::vector<Reg> candidates = plan.spill;
  candidates.insert(candidates.end(), plan.split.begin(), plan.split.end());
  for (const auto& [r, region] : plan.around) candidates.push_back(r);
  if (k_.RegAllocRemat) {
    auto inst_at = [&](u32 n) -> const MInst& {
      u32 b = lv_.block_of_inst(n);
      return f_.blocks[b].insts[n - lv_.first_inst(b)];
    };
    // The only definition of u when it is rematerializable, else null.
    auto single_remat_def = [&](Reg u) -> const MInst* {
      const MInst* def = nullptr;
      for (const Occurrence& o : lv_.occurrences(u))
        if (o.kind & kDef) {
          if (def) return nullptr;
          def = &inst_at(o.inst);
        }
      return def && rematerializable(td_, *def) && def->ops[0].reg == u ? def : nullptr;
    };
    std::vector<u32> defs;
    for (Reg r : candidates) {
      // Every definition of r must rebuild the same value: a rematerializable instruction,
      // the same each time (a value split and rematerialized in an earlier round has one
      // after each call), or a copy of a value defined once by one (a symbol's address
      // copied into the variable that holds it through a loop: Lua's dispatch table).
      const MInst* def = nullptr;
      defs.clear();
      for (const Occurrence& o : lv_.occurrences(r)) {
        if (!(o.kind & kDef)) continue;
        const MInst& in = inst_at(o.inst);
        const MInst* d = nullptr;
        if (in.nops >= 1 && in.ops[0].is_reg() && in.ops[0].reg == r) {
          if (rematerializable(td_, in)) d = &in;
          else if (is_copy(td_, in) && is_virt(in.ops[1].reg) && f_.reg_class(in.ops[1].reg) == f_.reg_class(r))
            d = single_remat_def(in.ops[1].reg);
        }
        if (!d || (def && !same_definition(*def, *d))) {
          def = nullptr;
          break;
        }
        def = d;
        defs.push_back(o.inst);
      }
      if (!def) continue;
      remat[vi(r)] = def;
      for (u32 n : defs) remat_at.insert(u64(n) << 32 | vi(r), 1);
    }
  }
  for (Reg r : plan.spill)
    if (!remat[vi(r)]) slot_for(vi(r));
  for (Reg r : plan.split) {
    if (!remat[vi(r)]) slot_for(vi(r));
    ++stats_.split;
  }
  stats_.spilled += u32(plan.spill.size());

  auto new_temp = [&](u32 v) {
    Reg t = f_.new_vreg(f_.vregs[v].cls, f_.vregs[v].bytes);
    v_.resize(f_.num_vregs());
    v_.back().flags = kNoSpill;
    origin_.push_back(origin_[v]);
    slot_of_.push_back(~0u);
    return t;
  };
  auto reload = [&](Reg dst, u32 slot, RegClass c) {
    MInst in;
    in.op = td_.load_op[unsigned(c)];
    in.size = std::max<u8>(td_.spill_size[unsigned(c)], f_.vreg_bytes(dst));
    in.nops = 2;
    in.ops[0] = MOperand::def(dst);
    in.ops[1] = MOperand::frame(slot, 0);
    in.flags = MInst::kFlagReload;
    ++stats_.reloads;
    return in;
  };
  auto store = [&](u32 slot, Reg src, RegClass c) {
    MInst in;
    in.op = td_.store_op[unsigned(c)];
    in.size = std::max<u8>(td_.spill_size[unsigned(c)], f_.vreg_bytes(src));
    in.nops = 2;
    in.ops[0] = MOperand::frame(slot, 0);
    in.ops[1] = MOperand::use(src);
    in.flags = MInst::kFlagSpill;
    ++stats_.spill_stores;
    return in;
  };

  // Copies of the rematerialized definitions (the originals are deleted below).
  std::vector<MInst> remat_def(nv0);
  for (u32 v = 0; v < nv0; ++v)
    if (remat[v]) remat_def[v] = *remat[v], remat_def[v].ops[0].reg = kFirstVirtReg + v;

  // A split value's definition is stored only when a call the value lives across follows
  // before its next definition (the slot must hold the value at each such call). Each block
  // is walked backwards; at its end a value live out is assumed to meet a call later.
  // When the calls weigh no more than the stored definitions (each 10^loop depth), the
  // value is stored right before each call instead: a call on a rare path (the errno
  // branch of an inlined sqrt) then costs nothing where the value is computed.
  HashMap<u64, u8> no_store; // (instruction number << 32 | vreg index) of definitions left unstored
  std::vector<u8> at_calls(nv0, 0);
  if (!plan.split.empty()) {
    std::vector<u8> call_ahead(nv0, 0);
    std::vector<u32> stamp(nv0, ~0u); // the block call_ahead is valid in
    std::vector<double> def_weight(nv0, 0), call_weight(nv0, 0);
    auto weight = [&](u32 b) { return double(freq_[b]); };
    for (u32 bi = u32(f_.blocks.size()); bi-- > 0;) {
      const MBlock& b = f_.blocks[bi];
      for (u32 k = u32(b.insts.size()); k-- > 0;) {
        u32 idx = lv_.first_inst(bi) + k;
        const MInst& in = b.insts[k];
        for (const MOperand& o : in.operands()) {
          if (o.kind != OpKind::Reg || !(o.access & kDef) || !is_virt(o.reg) || vi(o.reg) >= nv0 ||
              kind[vi(o.reg)] != 2)
            continue;
          u32 v = vi(o.reg);
          bool need = stamp[v] == bi ? call_ahead[v] != 0 : lv_.live_at(o.reg, lv_.block_end(bi) - 1);
          if (!need) no_store.insert(u64(idx) << 32 | v, 1);
          else def_weight[v] += weight(bi);
          stamp[v] = bi, call_ahead[v] = 0;
        }
        if (td_.inst(in.op).flags & kInstCall)
          for (Reg r : plan.split)
            if (lv_.live_at(r, 2 * idx + 1) && lv_.live_at(r, 2 * idx)) {
              u32 v = vi(r);
              stamp[v] = bi, call_ahead[v] = 1;
              call_weight[v] += weight(bi);
            }
      }
    }
    for (Reg r : plan.split) {
      u32 v = vi(r);
      // (A value that lives across no call — a member of a split chain whose own range
      // misses the calls — is never reloaded, so it is not stored at all.)
      at_calls[v] = call_weight[v] <= def_weight[v];
    }
  }

  // A split value that an innermost loop never mentions is restored at the loop's exits
  // rather than after each of its calls (strmatch's `main` reloaded three values after
  // each call of the matcher in its scanning loop). Each exit's target must have all its
  // predecessors in the loop: reached from elsewhere, the slot may not hold the value.
  // Not for values stored before each call (at_calls): those stores need the register.
  HashMap<u64, u8> restore_at_exit; // (loop header << 32 | vreg index)
  std::vector<u8> exits_ok;          // per loop header
  if (!plan.split.empty() && f_.has_calls) {
    u32 nb = u32(f_.blocks.size());
    HashMap<u64, u8> mentioned; // (loop header << 32 | vreg index) of split values a loop mentions
    exits_ok.assign(nb, 1);
    for (u32 bi = 0; bi < nb; ++bi) {
      u32 h = inner_loop_[bi];
      if (h != ~0u)
        for (const MInst& in : f_.blocks[bi].insts) {
          auto note = [&](Reg r) {
            if (is_virt(r) && vi(r) < nv0 && kind[vi(r)] == 2) mentioned.insert(u64(h) << 32 | vi(r), 1);
          };
          for (const MOperand& o : in.operands()) {
            if (o.kind == OpKind::Reg) note(o.reg);
            else if (o.kind == OpKind::Mem) o.for_each_addr_reg(note);
          }
        }
      for (u32 p : f_.blocks[bi].preds)
        if (inner_loop_[p] != ~0u && inner_loop_[p] != inner_loop_[bi])
          for (u32 q : f_.blocks[bi].preds) exits_ok[inner_loop_[p]] &= inner_loop_[q] == inner_loop_[p];
    }
    for (u32 bi = 0; bi < nb; ++bi) {
      u32 h = inner_loop_[bi];
      if (h == ~0u || !exits_ok[h]) continue;
      for (u32 k = 0; k < f_.blocks[bi].insts.size(); ++k) {
        u32 idx = lv_.first_inst(bi) + k;
        if (!(td_.inst(f_.blocks[bi].insts[k].op).flags & kInstCall)) continue;
        for (Reg r : plan.split)
          if (!at_calls[vi(r)] && lv_.live_at(r, 2 * idx + 1) && lv_.live_at(r, 2 * idx) &&
              !mentioned.find(u64(h) << 32 | vi(r)))
            restore_at_exit.insert(u64(h) << 32 | vi(r), 1);
      }
    }
  }
  // Restores a split value after a call or at a loop exit: its definition again, or a reload.
  auto restore = [&](Reg r, std::vector<MInst>& to) {
    u32 v = vi(r);
    if (remat[v]) {
      MInst d = remat_def[v];
      d.flags |= MInst::kFlagRemat;
      to.push_back(d);
      ++stats_.remats;
    } else {
      to.push_back(reload(r, slot_for(v), f_.reg_class(r)));
    }
  };

  // Split around a region (region_split.cpp): stored where the region begins and restored
  // where it ends, where the value lives across; the code goes before the instruction,
  // restores first (a region may end and begin again before one instruction).
  struct Placed {
    u32 inst;
    bool store;
    MInst code;
  };
  std::vector<Placed> around;
  if (!plan.around.empty()) {
    std::vector<MInst> code;
    for (const auto& [r, region] : plan.around) {
      const Region& g = plan.regions[region];
      u32 v = vi(r);
      if (!remat[v])
        for (const Bound& b : g.entries)
          if (crosses(r, b)) around.push_back({b.inst, true, store(slot_for(v), r, f_.reg_class(r))});
      for (const Bound& b : g.exits)
        if (crosses(r, b)) {
          code.clear();
          restore(r, code);
          around.push_back({b.inst, false, code[0]});
        }
      ++stats_.split;
    }
    std::stable_sort(around.begin(), around.end(),
                     [](const Placed& a, const Placed& b) { return a.inst != b.inst ? a.inst < b.inst : a.store < b.store; });
  }
  size_t next_around = 0;

  u32 n = 0;
  std::vector<MInst> out, pre, post;
  for (u32 bi = 0; bi < f_.blocks.size(); ++bi) {
    MBlock& b = f_.blocks[bi];
    out.clear();
    // A loop's exit: the split values the loop left in their slots.
    if (!restore_at_exit.empty() && !b.preds.empty()) {
      u32 h = inner_loop_[b.preds[0]];
      if (h != ~0u && h != inner_loop_[bi])
        for (Reg r : plan.split)
          if (restore_at_exit.find(u64(h) << 32 | vi(r)) && lv_.live_at(r, 2 * lv_.first_inst(bi))) restore(r, out);
    }
    for (const MInst& in0 : b.insts) {
      u32 idx = n++;
      MInst in = in0;
      pre.clear();
      post.clear();
      // The spilled and split values this instruction mentions.
      Reg seen[8];
      u32 nseen = 0;
      auto note = [&](Reg r) {
        if (!is_virt(r) || vi(r) >= nv0 || !kind[vi(r)]) return;
        for (u32 k = 0; k < nseen; ++k)
          if (seen[k] == r) return;
        if (nseen < 8) seen[nseen++] = r;
      };
      for (const MOperand& o : in.operands()) {
        if (o.kind == OpKind::Reg) note(o.reg);
        else if (o.kind == OpKind::Mem) o.for_each_addr_reg(note);
      }
      for (; next_around < around.size() && around[next_around].inst == idx; ++next_around)
        out.push_back(around[next_around].code);
      bool drop = false;
      for (u32 k = 0; k < nseen; ++k) {
        Reg r = seen[k];
        u32 v = vi(r);
        RegClass c = f_.vregs[v].cls;
        if (kind[v] == 3) continue; // mentioned only outside the region (or by a -g marker)
        if (kind[v] == 2) {
          // Split: store after every definition.
          bool writes = false;
          for (const MOperand& o : in.operands())
            if (o.kind == OpKind::Reg && o.reg == r && (o.access & kDef)) writes = true;
          if (writes && !remat[v] && !at_calls[v] && !no_store.find(u64(idx) << 32 | v))
            post.push_back(store(slot_for(v), r, c));
          continue;
        }
        if (remat[v] && remat_at.find(u64(idx) << 32 | v)) {
          drop = true; // the definition, rebuilt at each use instead
          continue;
        }
        // Count the mentions and find a foldable position.
        u32 mentions = 0, pos = ~0u;
        bool reads = false, writes = false, other_mem = false;
        std::span<MOperand> ops = in.operands();
        for (u32 j = 0; j < ops.size(); ++j) {
          const MOperand& o = ops[j];
          if (o.kind == OpKind::Reg && o.reg == r) {
            ++mentions, pos = j;
            reads |= (o.access & kUse) != 0;
            writes |= (o.access & kDef) != 0;
          } else if (o.kind == OpKind::Mem) {
            other_mem = true;
            o.for_each_addr_reg([&](Reg x) {
              if (x == r) ++mentions, reads = true, pos = ~1u;
            });
          }
        }
        // (Not into a rematerialized definition, which must keep defining a register.)
        bool can_fold = k_.RegAllocSpillFolding && !remat[v] && mentions == 1 && pos < in.nops && !in.asm_ext &&
                        !(in.flags & MInst::kFlagRemat) &&
                        !other_mem && td_.inst(in.op).access[pos] >= 'a' && td_.inst(in.op).access[pos] <= 'z' &&
                        !(ops[pos].access & kEarlyClobber) && immediates_fit_with_mem(td_, in) &&
                        // A write narrower than the slot would leave the slot's other bytes
                        // stale, where the register write may define them (x86-64's 32-bit
                        // writes clear the upper half, and isel relies on it).
                        !(writes && in.size < std::max<u8>(td_.spill_size[unsigned(c)], f_.vregs[v].bytes));
        if (can_fold) {
          in.ops[pos] = MOperand::frame(slot_for(v), 0);
          ++stats_.folded;
          continue;
        }
        Reg t = new_temp(v);
        for (MOperand& o : ops) {
          if (o.kind == OpKind::Reg && o.reg == r) o.reg = t;
          else if (o.kind == OpKind::Mem) {
            if (!o.is_frame() && o.reg == r) o.reg = t;
            if (o.index == r) o.index = t;
          }
        }
        if (reads) {
          if (remat[v]) {
            MInst d = remat_def[v];
            d.ops[0].reg = t;
            d.flags |= MInst::kFlagRemat;
            pre.push_back(d);
            ++stats_.remats;
          } else {
            pre.push_back(reload(t, slot_for(v), c));
          }
        }
        if (writes) post.push_back(store(slot_for(v), t, c));
      }
      // Split values live across this call are reloaded after it (and stored before it when
      // their definitions are not).
      if (td_.inst(in.op).flags & kInstCall) {
        u32 h = restore_at_exit.empty() ? ~0u : inner_loop_[bi];
        for (Reg r : plan.split)
          if (lv_.live_at(r, 2 * idx + 1) && lv_.live_at(r, 2 * idx)) {
            u32 v = vi(r);
            if (h != ~0u && restore_at_exit.find(u64(h) << 32 | v)) continue;
            if (at_calls[v] && !remat[v]) pre.push_back(store(slot_for(v), r, f_.reg_class(r)));
            restore(r, post);
          }
      }
      out.insert(out.end(), pre.begin(), pre.end());
      if (!drop) out.push_back(in);
      out.insert(out.end(), post.begin(), post.end());
    }
    b.insts.swap(out);
  }
}

} // namespace ilcc::mir::ra
