// checker.cpp — the symbolic allocation checker (-fra-verify; every function in make check).
//
// It proves, independently of the allocator's liveness and interference reasoning, that
// after allocation every instruction reads the values the program means. The state is,
// for every location (physical register, spill slot), the set of program values it
// currently holds, a value being named by its original virtual register (a spill
// temporary stands for the value it carries) or by a physical register's own name.
// A forward data-flow analysis intersects the sets at block entries (each branch carries
// the state where it is, a mid-block one too) and applies:
//   - a definition of value v into location L: v leaves every other location, L = {v};
//   - a program copy a <- b: a leaves every location, L(a) = set(L(b)) + {a} (so copies
//     that coalescing turned into nothing are followed too);
//   - an allocator reload, spill store or split copy: destination = source's set;
//   - a rematerialization of v: L = {v};
//   - a clobber: L = {} (then {r} for the register's own name).
// Every read of value v at location L must find v in set(L). Reads of spill slots folded
// into memory operands are checked against the slot's owner.
#include "codegen/regalloc/internal.h"

#include <algorithm>

namespace ilcc::mir::ra {

namespace {
using Set = std::vector<u32>; // sorted value names

struct State {
  std::vector<Set> loc;
  bool visited = false;
};

void intersect(Set& a, const Set& b) {
  Set out;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  a.swap(out);
}
void insert(Set& s, u32 v) {
  auto it = std::lower_bound(s.begin(), s.end(), v);
  if (it == s.end() || *it != v) s.insert(it, v);
}
bool contains(const Set& s, u32 v) { return std::binary_search(s.begin(), s.end(), v); }
} // namespace

bool check(const Allocator& a, std::string& error) {
  const MFunction& f = a.f_;
  const TargetDesc& td = a.td_;
  u32 nslots = u32(f.frame.size());
  u32 nloc = kNumPhysRegs + nslots;
  bool fp = f.uses_frame_pointer();
  RegMask ignore = td.reserved | (fp ? reg_bit(5) : 0);
  auto find = [&](u32 v) {
    while (a.v_[v].alias != v) v = a.v_[v].alias;
    return v;
  };
  auto loc_of = [&](Reg r) -> u32 { return is_virt(r) ? a.v_[find(r - kFirstVirtReg)].phys : r; };
  auto name_of = [&](Reg r) -> u32 { return is_virt(r) ? a.origin_[r - kFirstVirtReg] : r; };
  auto spill_loc = [&](const MOperand& o) -> u32 {
    if (!o.is_frame() || o.reg >= nslots || !f.frame[o.reg].is_spill) return ~0u;
    return kNumPhysRegs + o.reg;
  };
  auto owner = [&](u32 obj) -> u32 { return obj < a.slot_owner_.size() ? a.slot_owner_[obj] : ~0u; };

  std::vector<State> in(f.blocks.size());
  for (State& s : in) s.loc.assign(nloc, {});
  in[0].visited = true;
  for (Reg r = 0; r < kNumPhysRegs; ++r) in[0].loc[r] = {r};
  auto fail = [&](u32 b, u32 i, const std::string& what) {
    error = "register allocation check failed in " + std::string(f.name.str()) + ", block " + std::to_string(b) +
            ", instruction " + std::to_string(i) + " (" + td.inst(f.blocks[b].insts[i].op).name + "): " + what;
    return false;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    // The state flowing along an edge to `succ` (the intersection with what came before).
    auto flow = [&](u32 succ, const State& st) {
      State& t = in[succ];
      if (!t.visited) {
        t = st;
        t.visited = true;
        changed = true;
        return;
      }
      for (u32 l = 0; l < nloc; ++l) {
        size_t before = t.loc[l].size();
        intersect(t.loc[l], st.loc[l]);
        changed |= t.loc[l].size() != before;
      }
    };
    std::vector<u32> jumped;
    for (u32 b = 0; b < f.blocks.size(); ++b) {
      if (!in[b].visited) continue;
      State s = in[b];
      // A block may branch before its end (a switch's range check before its jump table,
      // a chain of compares): each branch carries the state at that point. The targets
      // of its direct branches, for the rest (a jump table, the fall-through).
      jumped.clear();
      for (const MInst& x : f.blocks[b].insts)
        if (td.inst(x.op).flags & kInstTerminator)
          for (const MOperand& o : x.operands())
            if (o.kind == OpKind::Block) jumped.push_back(o.block);
      auto define = [&](u32 name, u32 l) {
        for (Set& x : s.loc) {
          auto it = std::lower_bound(x.begin(), x.end(), name);
          if (it != x.end() && *it == name) x.erase(it);
        }
        if (l != kNoReg) s.loc[l] = {name};
      };
      for (u32 i = 0; i < f.blocks[b].insts.size(); ++i) {
        const MInst& in_ = f.blocks[b].insts[i];
        const InstDesc& d = td.inst(in_.op);
        if (in_.flags & (MInst::kFlagReload | MInst::kFlagSpill)) {
          const MOperand& dst = in_.ops[0];
          const MOperand& src = in_.ops[1];
          u32 dl = dst.is_reg() ? loc_of(dst.reg) : spill_loc(dst);
          u32 sl = src.is_reg() ? loc_of(src.reg) : spill_loc(src);
          if (dl == ~0u || sl == ~0u) return fail(b, i, "a spill or reload without a slot");
          s.loc[dl] = s.loc[sl];
          continue;
        }
        if (in_.flags & MInst::kFlagRemat) {
          s.loc[loc_of(in_.ops[0].reg)] = {name_of(in_.ops[0].reg)};
          continue;
        }
        // Reads.
        std::span<const MOperand> ops = in_.operands();
        auto check_read = [&](Reg r) {
          if (is_phys(r) && (ignore & reg_bit(r))) return true;
          u32 l = loc_of(r);
          if (l == kNoReg) return false;
          return contains(s.loc[l], name_of(r));
        };
        for (u32 j = 0; j < ops.size(); ++j) {
          const MOperand& o = ops[j];
          if (o.kind == OpKind::Reg && (o.access & kUse)) {
            if (!check_read(o.reg))
              return fail(b, i, "operand " + std::to_string(j) + " does not hold the value of register " + std::to_string(o.reg));
          } else if (o.kind == OpKind::Mem) {
            bool ok = true;
            o.for_each_addr_reg([&](Reg r) { ok &= check_read(r); });
            if (!ok) return fail(b, i, "an address register does not hold its value");
            u32 sl = spill_loc(o);
            char acc = !in_.asm_ext && j < in_.nops ? d.access[j] : 'u';
            if (sl != ~0u && (acc == 'u' || acc == 'x') && !contains(s.loc[sl], owner(o.reg)))
              return fail(b, i, "a folded spill slot does not hold its value");
          }
        }
        for (RegMask m = in_.imp_uses & ~ignore; m; m &= m - 1) {
          Reg r = Reg(__builtin_ctz(m));
          if (!contains(s.loc[r], r)) return fail(b, i, std::string("implicit use of ") + td.reg_name(r, 8) + " does not hold its value");
        }
        // Writes.
        bool copy = (d.flags & kInstCopy) && in_.nops == 2 && in_.ops[0].is_reg() && in_.ops[1].is_reg() && in_.size >= 8;
        if (copy) {
          Reg dr = in_.ops[0].reg, sr = in_.ops[1].reg;
          Set src = s.loc[loc_of(sr)];
          define(name_of(dr), kNoReg);
          insert(src, name_of(dr));
          s.loc[loc_of(dr)] = src;
          continue;
        }
        for (RegMask m = in_.imp_defs & ~ignore; m; m &= m - 1) {
          Reg r = Reg(__builtin_ctz(m));
          define(r, r);
        }
        for (u32 j = 0; j < ops.size(); ++j) {
          const MOperand& o = ops[j];
          if (o.kind == OpKind::Reg && (o.access & kDef)) {
            if (is_phys(o.reg) && (ignore & reg_bit(o.reg))) continue;
            define(name_of(o.reg), loc_of(o.reg));
          } else if (o.kind == OpKind::Mem) {
            u32 sl = spill_loc(o);
            char acc = !in_.asm_ext && j < in_.nops ? d.access[j] : 'u';
            if (sl != ~0u && (acc == 'd' || acc == 'x')) define(owner(o.reg), sl);
          }
        }
        if (d.flags & kInstTerminator) {
          bool direct = false;
          for (const MOperand& o : in_.operands())
            if (o.kind == OpKind::Block) flow(o.block, s), direct = true;
          if (!direct)
            for (u32 succ : f.blocks[b].succs)
              if (std::find(jumped.begin(), jumped.end(), succ) == jumped.end()) flow(succ, s);
        }
      }
      const std::vector<MInst>& insts = f.blocks[b].insts;
      if (insts.empty() || !(td.inst(insts.back().op).flags & kInstTerminator))
        for (u32 succ : f.blocks[b].succs)
          if (std::find(jumped.begin(), jumped.end(), succ) == jumped.end()) flow(succ, s);
    }
  }
  return true;
}

} // namespace ilcc::mir::ra
