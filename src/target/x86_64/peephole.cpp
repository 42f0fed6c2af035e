// peephole.cpp — a `test %r, %r` whose flags the instruction that computed %r already
// set is deleted:
//
//     andq %rdx, %rsi              andq %rdx, %rsi
//     leal 1(%rcx), %ecx     ->    leal 1(%rcx), %ecx
//     testq %rsi, %rsi             jne .L
//     jne .L
//
// and `leaq -1(%rcx), %rcx; testq %rcx, %rcx; jne` (a count down to zero) becomes `addq
// $-1, %rcx; jne`, `leaq -1(%rcx), %rcx; cmpq $-1, %rcx; jne` (`while (n--)`) `addq $-1,
// %rcx; jb`. It needs the registers the allocator chose (the two instructions must
// name one register), so it runs after allocation. Flags never live across blocks in
// ilcc's machine code (every conditional branch, setcc and cmov reads the compare emitted
// just before it), so each block is rewritten on its own, in one backward walk per test.
#include "target/x86_64/peephole.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace ilcc::x86_64 {

using mir::MBlock;
using mir::MInst;
using mir::MOperand;
using mir::OpKind;

// Which conditions read the flags of an instruction the way they read test's: and, or and
// xor clear CF and OF as test does, so every condition does; an addition, subtraction,
// negation, or shift by a constant sets ZF and SF from its result but CF and OF otherwise,
// so only the sign and zero conditions do.
enum class FlagsLike : u8 { None, All, SignZero };

static FlagsLike flags_like_test(const MInst& in, Reg r, u8 size) {
  if (in.asm_ext || in.size != size || in.nops < 1 || !in.ops[0].is_reg() || in.ops[0].reg != r) return FlagsLike::None;
  switch (in.op) {
  case And:
  case Or:
  case Xor: return FlagsLike::All;
  case Add:
  case Sub:
  case Neg: return FlagsLike::SignZero;
  case Shl:
  case Shr:
  case Sar: // a zero count leaves the flags alone
    return in.ops[1].is_imm() && (in.ops[1].imm & (size == 8 ? 63 : 31)) ? FlagsLike::SignZero : FlagsLike::None;
  case Lea: { // lea d(%r), %r is add $d, %r
    const MOperand& m = in.ops[1];
    bool plain = m.is_mem() && !m.is_frame() && !m.sym && m.segment() == mir::Segment::None && m.reg == r &&
                 m.index == mir::kNoReg && m.disp != 0;
    return plain && (size == 4 || size == 8) ? FlagsLike::SignZero : FlagsLike::None;
  }
  default: return FlagsLike::None;
  }
}

static bool sign_or_zero(u8 c) { return c == CE || c == CNE || c == CS || c == CNS; }

// Whether every reader of the flags the test at t sets accepts `like`'s flags.
static bool readers_accept(const MBlock& b, size_t t, FlagsLike like, const mir::TargetDesc& td) {
  for (size_t k = t + 1; k < b.insts.size(); ++k) {
    const MInst& in = b.insts[k];
    u16 fl = in.asm_ext ? u16(mir::kInstReadsFlags) : td.inst(in.op).flags;
    if (fl & mir::kInstReadsFlags) {
      if (in.op != Jcc && in.op != Setcc && in.op != Cmov) return false;
      if (like == FlagsLike::SignZero && !sign_or_zero(in.cond)) return false;
    }
    if (fl & (mir::kInstWritesFlags | mir::kInstCall)) return true;
  }
  return true;
}

// Whether `in` decrements r by one (`lea -1(%r), %r`, `add $-1, %r`).
static bool decrements(const MInst& in, Reg r, u8 size) {
  if (flags_like_test(in, r, size) == FlagsLike::None) return false;
  return in.op == Lea ? in.ops[1].disp == -1 : in.op == Add && in.ops[1].is_imm() && in.ops[1].imm == -1;
}

// Whether every reader of the flags the compare at t sets is an equality condition; each
// becomes the carry condition `add $-1` gives for it: r - 1 == -1 exactly when r was 0,
// that is, when adding all ones to r carries nothing.
static bool readers_to_carry(MBlock& b, size_t t, const mir::TargetDesc& td, bool rewrite) {
  for (size_t k = t + 1; k < b.insts.size(); ++k) {
    MInst& in = b.insts[k];
    u16 fl = in.asm_ext ? u16(mir::kInstReadsFlags) : td.inst(in.op).flags;
    if (fl & mir::kInstReadsFlags) {
      if ((in.op != Jcc && in.op != Setcc && in.op != Cmov) || (in.cond != CE && in.cond != CNE)) return false;
      if (rewrite) in.cond = in.cond == CE ? CAE : CB;
    }
    if (fl & (mir::kInstWritesFlags | mir::kInstCall)) return true;
  }
  return true;
}

// Deletes the test at t if the instruction that last wrote its register set the flags
// the same way (and turns that instruction from lea into add if need be). Also deletes
// `cmp $-1, %r` after a decrement of r (`while (n--)` tests n - 1 against -1): the
// decrement becomes `add $-1`, whose carry tells, and the equality readers read it.
static bool drop_test(MBlock& b, size_t t, const mir::TargetDesc& td) {
  MInst& test = b.insts[t];
  bool minus_one = test.op == Cmp && test.ops[0].is_reg() && test.ops[1].is_imm() && test.ops[1].imm == -1 &&
                   (test.size == 4 || test.size == 8);
  if (!minus_one &&
      (test.op != Test || !test.ops[0].is_reg() || !test.ops[1].is_reg() || test.ops[0].reg != test.ops[1].reg))
    return false;
  Reg r = test.ops[0].reg;
  // The closest earlier instruction that writes r or touches the flags.
  for (size_t k = t; k-- > 0;) {
    MInst& p = b.insts[k];
    bool writes_r = (p.imp_defs & mir::reg_bit(r)) != 0;
    p.for_each_def([&](Reg d) { writes_r |= d == r; });
    u16 fl = p.asm_ext ? u16(mir::kInstWritesFlags) : td.inst(p.op).flags;
    if (!writes_r && !(fl & (mir::kInstWritesFlags | mir::kInstCall | mir::kInstReadsFlags))) continue;
    if (minus_one) {
      if (!writes_r || !decrements(p, r, test.size) || !readers_to_carry(b, t, td, false)) return false;
      readers_to_carry(b, t, td, true);
    } else {
      FlagsLike like = writes_r ? flags_like_test(p, r, test.size) : FlagsLike::None;
      if (like == FlagsLike::None || !readers_accept(b, t, like, td)) return false;
    }
    if (p.op == Lea) {
      // Nothing between reads the flags (the walk stops at readers), so lea may set them.
      i64 d = p.ops[1].disp;
      p.op = Add;
      p.ops[0] = MOperand::usedef(r);
      p.ops[1] = MOperand::make_imm(d);
    }
    b.insts.erase(b.insts.begin() + std::ptrdiff_t(t));
    return true;
  }
  return false;
}

// The instructions of block h if it only tests a register and branches (a loop's test):
// test, jcc, jmp.
static bool test_only(const MBlock& h) {
  const MInst* k[3];
  unsigned n = 0;
  for (const MInst& in : h.insts) {
    if (is_debug_marker(in)) continue;
    if (n == 3) return false;
    k[n++] = &in;
  }
  return n == 3 && k[0]->op == Test && k[1]->op == Jcc && k[2]->op == Jmp && k[1]->ops[0].kind == OpKind::Block &&
         k[2]->ops[0].kind == OpKind::Block;
}

// The code of block h if it compares a register with an immediate (or tests it against
// itself) and branches: cmp/test, jcc, jmp; else null.
static const MInst* compare_only(const MBlock& h, const MInst* (&k)[3]) {
  unsigned n = 0;
  for (const MInst& in : h.insts) {
    if (is_debug_marker(in)) continue;
    if (n == 3) return nullptr;
    k[n++] = &in;
  }
  if (n != 3 || k[1]->op != Jcc || k[2]->op != Jmp || k[1]->ops[0].kind != OpKind::Block ||
      k[2]->ops[0].kind != OpKind::Block || k[0]->asm_ext || !k[0]->ops[0].is_reg())
    return nullptr;
  bool test = k[0]->op == Test && k[0]->ops[1].is_reg() && k[0]->ops[1].reg == k[0]->ops[0].reg;
  bool cmp = k[0]->op == Cmp && k[0]->ops[1].is_imm();
  return test || cmp ? k[0] : nullptr;
}

// Whether condition c holds after `cmp $b, a` on `size`-byte operands (test a, a is cmp $0,
// a); nullopt for the parity and overflow conditions.
static std::optional<bool> holds(u8 c, i64 a, i64 b, u8 size) {
  unsigned bits = size * 8;
  u64 mask = bits == 64 ? ~u64(0) : (u64(1) << bits) - 1;
  u64 ua = u64(a) & mask, ub = u64(b) & mask;
  auto sext = [&](u64 v) { return bits == 64 ? i64(v) : i64(v << (64 - bits)) >> (64 - bits); };
  i64 sa = sext(ua), sb = sext(ub);
  switch (c) {
  case CE: return ua == ub;
  case CNE: return ua != ub;
  case CB: return ua < ub;
  case CAE: return ua >= ub;
  case CBE: return ua <= ub;
  case CA: return ua > ub;
  case CL: return sa < sb;
  case CGE: return sa >= sb;
  case CLE: return sa <= sb;
  case CG: return sa > sb;
  case CS: return sext((ua - ub) & mask) < 0;
  case CNS: return sext((ua - ub) & mask) >= 0;
  default: return std::nullopt;
  }
}

// `mov $k, %r; ...; jmp H` where H compares %r with a constant and branches: the jump goes
// where H would (a loop entered with its counter's first value, whose first test passes).
static bool thread_known_test(mir::MFunction& f, u32 bi) {
  MBlock& b = f.blocks[bi];
  if (b.insts.empty() || b.insts.back().op != Jmp || b.insts.back().ops[0].kind != OpKind::Block) return false;
  u32 h = b.insts.back().ops[0].block;
  const MInst* k[3];
  const MInst* c = h == bi ? nullptr : compare_only(f.blocks[h], k);
  if (!c) return false;
  Reg r = c->ops[0].reg;
  for (size_t i = b.insts.size() - 1; i-- > 0;) {
    const MInst& p = b.insts[i];
    bool writes_r = (p.imp_defs & mir::reg_bit(r)) != 0 || p.asm_ext;
    p.for_each_def([&](Reg d) { writes_r |= d == r; });
    if (!writes_r) continue;
    if (p.op != Mov || p.nops != 2 || !p.ops[1].is_imm() || (p.size != 4 && p.size != 8)) return false;
    i64 v = p.size == 4 ? i64(u32(p.ops[1].imm)) : p.ops[1].imm;
    std::optional<bool> taken = holds(k[1]->cond, v, c->op == Cmp ? c->ops[1].imm : 0, c->size);
    if (!taken) return false;
    u32 to = (*taken ? k[1] : k[2])->ops[0].block;
    b.insts.back().ops[0].block = to;
    std::erase(f.blocks[h].preds, bi);
    std::replace(b.succs.begin(), b.succs.end(), h, to);
    if (std::find(f.blocks[to].preds.begin(), f.blocks[to].preds.end(), bi) == f.blocks[to].preds.end())
      f.blocks[to].preds.push_back(bi);
    return true;
  }
  return false;
}

void peephole(mir::MFunction& f) {
  const mir::TargetDesc& td = target_desc();
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    MBlock& b = f.blocks[bi];
    for (size_t t = 1; t < b.insts.size(); ++t)
      if (drop_test(b, t, td)) --t;
    if (thread_known_test(f, bi)) continue;
    // `...; jmp H` where H tests and branches: H's code is copied in place of the jump when
    // the copy's test can go (count-down loops: the back edge is `addq $-1, %rcx; jne`).
    if (b.insts.empty() || b.insts.back().op != Jmp || b.insts.back().ops[0].kind != OpKind::Block) continue;
    u32 h = b.insts.back().ops[0].block;
    if (h == bi || !test_only(f.blocks[h])) continue;
    size_t jmp_at = b.insts.size() - 1;
    MInst jmp = b.insts.back();
    b.insts.pop_back();
    for (const MInst& in : f.blocks[h].insts)
      if (!is_debug_marker(in)) b.insts.push_back(in);
    if (!drop_test(b, jmp_at, td)) {
      b.insts.resize(jmp_at);
      b.insts.push_back(jmp);
      continue;
    }
    // The edges: b now branches where h does.
    std::erase(f.blocks[h].preds, bi);
    std::erase(b.succs, h);
    for (u32 s : f.blocks[h].succs)
      if (std::find(b.succs.begin(), b.succs.end(), s) == b.succs.end()) {
        b.succs.push_back(s);
        f.blocks[s].preds.push_back(bi);
      }
  }
}

} // namespace ilcc::x86_64
