// debug_values.cpp — the tracker of debug_values.h.
#include "target/x86_64/debug_values.h"
#include "target/x86_64/regs.h"

#include <algorithm>

namespace ilcc::x86_64 {

using namespace mir;

namespace {

// A stack slot: rsp- or rbp-based, without index, symbol or segment.
bool stack_slot(const MOperand& o) {
  return o.kind == OpKind::Mem && !o.is_frame() && (o.reg == RSP || o.reg == RBP) && o.index == kNoReg && !o.sym &&
         o.segment() == Segment::None;
}

bool is_move(u16 op) { return op == Mov || op == MovF || op == Movaps || op == Movups || op == Movdqu; }
u32 move_bytes(const MInst& in) { return in.op == Mov || in.op == MovF ? in.size : std::max<u32>(in.size, 16); }

// Keeps the elements of s that are in o (both sorted).
void intersect(DebugState& s, const DebugState& o) {
  size_t out = 0, j = 0;
  for (const DebugVarPlace& e : s) {
    while (j < o.size() && o[j] < e) ++j;
    if (j < o.size() && o[j] == e) s[out++] = e;
  }
  s.resize(out);
}

} // namespace

DebugValueTracker::DebugValueTracker(const MFunction& f, std::span<const u32> var_bytes) : var_bytes_(var_bytes) {
  for (const MBlock& b : f.blocks)
    for (const MInst& in : b.insts) empty_ &= in.op != DbgValue;
  if (empty_) return;
  u32 n = u32(f.blocks.size());
  // Reverse postorder from the entry (iterative depth-first search).
  std::vector<u32> rpo, stack{0};
  std::vector<u32> next(n, 0);
  std::vector<u8> seen(n, 0);
  seen[0] = 1;
  while (!stack.empty()) {
    u32 b = stack.back();
    if (next[b] < f.blocks[b].succs.size()) {
      u32 s = f.blocks[b].succs[next[b]++];
      if (!seen[s]) seen[s] = 1, stack.push_back(s);
      continue;
    }
    rpo.push_back(b);
    stack.pop_back();
  }
  std::reverse(rpo.begin(), rpo.end());
  // A predecessor not yet computed adds nothing (the optimistic start of a must-analysis);
  // the entry, and a block an indirect jump may reach, start empty.
  in_.assign(n, {});
  std::vector<DebugState> out(n);
  std::vector<u8> done(n, 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (u32 b : rpo) {
      DebugState s;
      if (b != 0 && !f.blocks[b].address_taken) {
        bool first = true;
        for (u32 p : f.blocks[b].preds) {
          if (!done[p]) continue;
          if (first) s = out[p], first = false;
          else intersect(s, out[p]);
        }
      }
      in_[b] = s;
      for (const MInst& in : f.blocks[b].insts) step(s, in);
      if (!done[b] || s != out[b]) {
        out[b] = std::move(s);
        done[b] = 1;
        changed = true;
      }
    }
  }
}

bool DebugValueTracker::kill(DebugState& s, auto&& dead) const {
  size_t before = s.size();
  std::erase_if(s, dead);
  return s.size() != before;
}

bool DebugValueTracker::call_clobbers(DebugState& s) const {
  return kill(s, [](const DebugVarPlace& e) { return debug_place_is_reg(e.place) && (kCallerSaved & reg_bit(debug_place_phys(e.place))); });
}

bool DebugValueTracker::step(DebugState& s, const MInst& in, bool clobbers) const {
  if (in.op == DbgValue) {
    u32 var = u32(in.ops[0].imm);
    kill(s, [&](const DebugVarPlace& e) { return e.var == var; });
    DebugPlace p = 0;
    if (in.ops[1].kind == OpKind::Imm)
      p = in.ops[1].imm & kDbgCfaBit ? debug_cfa_place(i32(in.ops[1].imm)) : debug_reg_place(Reg(in.ops[1].imm));
    else if (stack_slot(in.ops[1])) p = debug_mem_place(in.ops[1].reg, in.ops[1].disp);
    if (p) s.insert(std::lower_bound(s.begin(), s.end(), DebugVarPlace{var, p}), DebugVarPlace{var, p});
    return true;
  }
  if (in.op == Loc || s.empty()) return false;
  // What a move carries: the variables of its source (at least its width) go to its destination.
  DebugState added;
  if (is_move(in.op) && !in.asm_ext && in.nops == 2) {
    const MOperand &d = in.ops[0], &src = in.ops[1];
    DebugPlace from = 0, to = 0;
    if (src.is_reg() && d.is_reg()) from = debug_reg_place(src.reg), to = debug_reg_place(d.reg);
    else if (src.is_reg() && stack_slot(d)) from = debug_reg_place(src.reg), to = debug_mem_place(d.reg, d.disp);
    else if (stack_slot(src) && d.is_reg()) from = debug_mem_place(src.reg, src.disp), to = debug_reg_place(d.reg);
    if (from && from != to)
      for (const DebugVarPlace& e : s)
        if (e.place == from && e.var < var_bytes_.size() && var_bytes_[e.var] <= move_bytes(in)) added.push_back({e.var, to});
  }
  // What it writes: registers (its definitions, implicit ones, a call's clobbers) and stack slots.
  RegMask regs = in.imp_defs;
  in.for_each_def([&](Reg r) {
    if (is_phys(r)) regs |= reg_bit(r);
  });
  if (clobbers && (in.op == Call || in.op == CallInd)) regs |= kCallerSaved;
  // The frame moves: the rsp-based slots are elsewhere.
  bool rsp_moves = in.op == Cfi || in.op == Push || in.op == Pop || in.op == ProbedSubRsp || (regs & reg_bit(RSP));
  bool rbp_moves = (regs & reg_bit(RBP)) != 0;
  std::vector<std::pair<Reg, i32>> stores;
  std::span<const MOperand> ops = in.operands();
  for (u32 j = 0; j < ops.size(); ++j) {
    if (!stack_slot(ops[j])) continue;
    char c = in.asm_ext ? 'x' : target_desc().inst(in.op).access[j];
    if (c == 'd' || c == 'x' || c == 'D' || c == 'X') stores.push_back({ops[j].reg, ops[j].disp});
  }
  bool changed = kill(s, [&](const DebugVarPlace& e) {
    if (debug_place_is_reg(e.place)) return (regs & reg_bit(debug_place_phys(e.place))) != 0;
    if (debug_place_kind(e.place) == 3) return false; // the caller's: never written
    Reg base = debug_place_reg(e.place);
    if ((base == RSP && rsp_moves) || (base == RBP && rbp_moves)) return true;
    i64 at = debug_place_disp(e.place);
    for (const auto& [b, d] : stores) // a store of up to 32 bytes at d
      if (b == base && at < i64(d) + 32 && i64(d) < at + 32) return true;
    return false;
  });
  if (added.empty()) return changed;
  for (const DebugVarPlace& e : added)
    if (!std::binary_search(s.begin(), s.end(), e)) s.insert(std::lower_bound(s.begin(), s.end(), e), e);
  return true;
}

} // namespace ilcc::x86_64
