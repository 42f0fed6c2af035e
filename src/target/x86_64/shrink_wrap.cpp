// shrink_wrap.cpp — shrink-wrapping: the prologue moves from the entry to the block that
// dominates everything needing the frame, so that the paths around that block return
// without saving registers or moving the stack pointer.
//
//     merge_sort(a, tmp, n):                 check(n):
//       cmpl $2, %edx; jl .Lret                movq (%rdi), %rax; testq %rax, %rax
//       pushq %rbx; ...   (the rest)           je .Lleaf
//                                              pushq %rbx; ... two calls ...; popq %rbx; ret
//
// A block needs the frame when it mentions a register the prologue saves or the stack
// pointer, reads or writes a stack object, calls, or holds inline asm. The prologue goes
// to the start of P, the nearest common dominator of those blocks, when P is not the entry
// and lies on no cycle (it must run once). The blocks P dominates then run with the frame
// and the others without; an edge from the first kind to the second must lead to a
// return block needing nothing — it is copied for those edges, the copy (dominated by P)
// takes the epilogue, the original returns without. Any other edge out of P's region
// keeps the usual placement. Nothing else changes: the blocks outside the region mention
// no saved register (they would need the frame), so no value in one crosses the region's
// border, and they run with the stack pointer as the caller left it.
//
// The entry block usually copies the argument registers into the virtual registers that
// then live across calls and take callee-saved registers — the entry would need the frame
// itself. Before allocation, sink_entry_copies moves such a copy to the top of the entry's
// successors whose paths read the value (each having no other predecessor; the register
// then has a definition on each path), and the entry's own reads take the argument
// register, which nothing in the entry writes.
//
// Cost: a few scans of the function and its dominators (ir/analysis.h).
#include "target/x86_64/shrink_wrap.h"

#include "codegen/liveness.h"

#include <algorithm>

namespace ilcc::x86_64 {

using namespace mir;

namespace {

// Every physical register the instruction reads or writes, explicitly or implicitly.
RegMask mentioned(const TargetDesc& td, const MInst& in) {
  RegMask m = in.imp_uses | in.imp_defs | td.inst(in.op).imp_uses | td.inst(in.op).imp_defs;
  for (const MOperand& o : in.operands()) {
    if (o.is_reg() && is_phys(o.reg)) m |= reg_bit(o.reg);
    if (o.is_mem()) o.for_each_addr_reg([&](Reg r) { m |= is_phys(r) ? reg_bit(r) : 0; });
  }
  return m;
}

RegMask defined(const TargetDesc& td, const MInst& in) {
  RegMask m = in.imp_defs | td.inst(in.op).imp_defs;
  in.for_each_def([&](Reg r) { m |= is_phys(r) ? reg_bit(r) : 0; });
  return m;
}

bool needs_frame(const TargetDesc& td, const MBlock& b, RegMask saved) {
  for (const MInst& in : b.insts) {
    if (in.asm_ext || (td.inst(in.op).flags & kInstCall) || in.op == Push || in.op == Pop ||
        (mentioned(td, in) & (saved | reg_bit(RSP) | reg_bit(RBP))))
      return true;
    for (const MOperand& o : in.operands())
      if (o.is_frame()) return true;
  }
  return false;
}

// Replaces every virtual register r that map names (map[r - kFirstVirtReg] != kNoReg) in
// the operands of `in`.
void substitute(MInst& in, const std::vector<Reg>& map) {
  auto sub = [&](Reg& r) {
    if (is_virt(r) && r - kFirstVirtReg < map.size() && map[r - kFirstVirtReg] != kNoReg) r = map[r - kFirstVirtReg];
  };
  for (MOperand& o : in.operands()) {
    if (o.is_reg()) sub(o.reg);
    else if (o.is_mem()) {
      if (!o.is_frame()) sub(o.reg);
      sub(o.index);
    }
  }
}

// The blocks reachable from `from` (not through the entry), marked with `bit`.
void mark_reachable(const MFunction& f, u32 from, u8 bit, std::vector<u8>& marks) {
  std::vector<u32> work{from};
  marks[from] |= bit;
  while (!work.empty()) {
    u32 b = work.back();
    work.pop_back();
    for (u32 s : f.blocks[b].succs)
      if (s != 0 && !(marks[s] & bit)) {
        marks[s] |= bit;
        work.push_back(s);
      }
  }
}

} // namespace

void sink_entry_copies(MFunction& f) {
  const TargetDesc& td = target_desc();
  u32 n = u32(f.blocks.size());
  if (n < 3) return;
  MBlock& e = f.blocks[0];
  if (!e.preds.empty() || e.succs.size() != 2 || e.succs[0] == e.succs[1]) return;
  for (const MBlock& b : f.blocks)
    if (b.address_taken) return;
  std::vector<u8> reach(n, 0); // bit s: reachable from the entry's successor s
  for (unsigned s = 0; s < 2; ++s) mark_reachable(f, e.succs[s], u8(1 << s), reach);
  // Per virtual register: its definitions, and the successors whose blocks read it.
  std::vector<u32> defs(f.vregs.size(), 0);
  std::vector<u8> read_from(f.vregs.size(), 0);
  for (u32 b = 0; b < n; ++b)
    for (const MInst& in : f.blocks[b].insts) {
      in.for_each_def([&](Reg r) {
        if (is_virt(r)) ++defs[r - kFirstVirtReg];
      });
      if (b) // bit 4: read in a block both successors reach
        in.for_each_use([&](Reg r) {
          if (is_virt(r)) read_from[r - kFirstVirtReg] |= reach[b] | (reach[b] == 3 ? 4 : 0);
        });
    }
  // The last instruction of the entry writing each physical register.
  u32 last_def[kNumPhysRegs];
  std::fill(std::begin(last_def), std::end(last_def), ~0u);
  for (u32 k = 0; k < e.insts.size(); ++k) {
    RegMask d = defined(td, e.insts[k]);
    for (Reg r = 0; r < kNumPhysRegs; ++r)
      if (d & reg_bit(r)) last_def[r] = k;
  }
  // A copy read on both sides becomes two registers, one per side, when no block both
  // sides reach reads it: each side's allocation is then its own.
  std::vector<MInst> sunk[2];
  u32 nv = u32(f.vregs.size());
  std::vector<Reg> arg_of(nv, kNoReg), second(nv, kNoReg); // the copy's source; its register on side 2
  for (u32 k = 0; k < e.insts.size(); ++k) {
    MInst& in = e.insts[k];
    if (!(td.inst(in.op).flags & kInstCopy) || in.asm_ext || in.nops != 2 || !in.ops[0].is_reg() ||
        !in.ops[1].is_reg() || !is_virt(in.ops[0].reg) || !is_phys(in.ops[1].reg))
      continue;
    u32 v = in.ops[0].reg - kFirstVirtReg;
    Reg p = in.ops[1].reg;
    u8 s = read_from[v];
    if (defs[v] != 1 || !s || s > 3 || (last_def[p] != ~0u && last_def[p] > k)) continue;
    bool own = true; // every successor the copy goes to has no other predecessor
    for (unsigned j = 0; j < 2; ++j) own &= !(s & (1 << j)) || f.blocks[e.succs[j]].preds.size() == 1;
    if (!own) continue;
    if (s & 1) sunk[0].push_back(in);
    if (s & 2) {
      sunk[1].push_back(in);
      if (s == 3) {
        second[v] = kFirstVirtReg + u32(f.vregs.size());
        f.vregs.push_back(f.vregs[v]);
        sunk[1].back().ops[0].reg = second[v];
      }
    }
    arg_of[v] = p;
    in.flags |= MInst::kFlagDead;
  }
  if (sunk[0].empty() && sunk[1].empty()) return;
  for (MInst& in : e.insts) substitute(in, arg_of);
  std::erase_if(e.insts, [](const MInst& in) { return (in.flags & MInst::kFlagDead) != 0; });
  for (u32 b = 1; b < n; ++b)
    if (reach[b] == 2)
      for (MInst& in : f.blocks[b].insts) substitute(in, second);
  for (unsigned s = 0; s < 2; ++s) {
    std::vector<MInst>& to = f.blocks[e.succs[s]].insts;
    to.insert(to.begin(), sunk[s].begin(), sunk[s].end());
  }
}

u32 prologue_block(MFunction& f, RegMask saved, u32* next_label, std::vector<u8>& framed) {
  const TargetDesc& td = target_desc();
  u32 n = u32(f.blocks.size());
  framed.assign(n, 1);
  if (!next_label || n < 2) return 0;
  std::vector<u8> needs(n, 0);
  for (u32 b = 0; b < n; ++b) {
    if (f.blocks[b].address_taken) return 0;
    needs[b] = needs_frame(td, f.blocks[b], saved);
  }
  if (needs[0]) return 0;
  // Reverse postorder and immediate dominators.
  FlatAdj succs, preds;
  build_mir_cfg(f, succs, preds);
  std::vector<u32> rpo = compute_reverse_postorder(n, succs);
  std::vector<u32> idom = compute_dominators(preds, rpo, n), index(n, ~0u);
  for (u32 k = 0; k < rpo.size(); ++k) index[rpo[k]] = k;
  auto nca = [&](u32 a, u32 b) {
    while (a != b) {
      while (index[a] > index[b]) a = idom[a];
      while (index[b] > index[a]) b = idom[b];
    }
    return a;
  };
  // P: the nearest common dominator of the reachable blocks needing the frame.
  u32 p = ~0u;
  for (u32 b = 0; b < n; ++b)
    if (needs[b] && index[b] != ~0u) p = p == ~0u ? b : nca(p, b);
  if (p == ~0u || p == 0) return 0;
  // On no cycle: not reachable from its successors.
  std::vector<u8> marks(n, 0);
  for (u32 s : f.blocks[p].succs) mark_reachable(f, s, 1, marks);
  if (marks[p]) return 0;
  // The region: the blocks P dominates (P and the blocks it reaches, whose immediate
  // dominator lies in the region, found in reverse postorder).
  std::vector<u8> in_region(n, 0);
  in_region[p] = 1;
  for (u32 k = index[p] + 1; k < rpo.size(); ++k) in_region[rpo[k]] = in_region[idom[rpo[k]]];
  // The edges leaving the region: each to a return block needing nothing, which is copied.
  std::vector<u32> copy_of(n, ~0u);
  for (u32 b : rpo) {
    if (!in_region[b]) continue;
    for (u32 s : f.blocks[b].succs) {
      if (in_region[s] || copy_of[s] != ~0u) continue;
      const MBlock& r = f.blocks[s];
      // (-g's markers are not code: they must not change the decision.)
      auto code = std::count_if(r.insts.begin(), r.insts.end(), [](const MInst& in) { return !is_debug_marker(in); });
      if (!r.succs.empty() || r.insts.empty() || r.insts.back().op != Ret || code > 6) return 0;
      copy_of[s] = 0;
    }
    for (const MInst& in : f.blocks[b].insts)
      if (in.op == JmpInd) return 0;
  }
  for (u32 s = 0; s < n; ++s) {
    if (copy_of[s] == ~0u) continue;
    copy_of[s] = u32(f.blocks.size());
    MBlock c = f.blocks[s];
    c.ir_label = (*next_label)++;
    c.preds.clear();
    f.blocks.push_back(std::move(c));
  }
  for (u32 b = 0; b < n; ++b) {
    if (!in_region[b]) continue;
    MBlock& mb = f.blocks[b];
    for (u32& s : mb.succs) {
      if (copy_of[s] == ~0u) continue;
      std::erase(f.blocks[s].preds, b);
      s = copy_of[s];
      f.blocks[s].preds.push_back(b);
    }
    for (MInst& in : mb.insts)
      for (MOperand& o : in.operands())
        if (o.kind == OpKind::Block && copy_of[o.block] != ~0u) o.block = copy_of[o.block];
  }
  in_region.resize(f.blocks.size(), 1); // the copies
  framed = std::move(in_region);
  return p;
}

} // namespace ilcc::x86_64
