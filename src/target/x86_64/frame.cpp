// frame.cpp — frame lowering: stack layout, prologue and epilogue, frame operands.
//
// The frame, from the caller's stack pointer down:
//
//     incoming stack arguments        CFA + 0, + 8, ...   (fixed objects)
//     return address                  CFA - 8
//     saved rbp                       CFA - 16            (with a frame pointer: rbp = CFA - 16)
//     saved callee-saved registers    pushed, only those the function writes
//     stack protector canary          -fstack-protector: above the locals, so that a
//                                     buffer overflow reaches it before the saved state
//     locals, spill slots             frame objects, largest alignment first
//     outgoing stack arguments        at rsp + 0          (sized by the largest call)
//
// The stack pointer is 16-byte aligned at every call. A frame pointer is kept only when
// the stack pointer moves (dynamic allocas) or the frame address is asked for; then
// objects are addressed from rbp, otherwise from rsp. A leaf function whose locals fit
// in the 128-byte red zone does not adjust the stack pointer at all.
#include "target/x86_64/frame.h"

#include "target/x86_64/cfi.h"
#include "target/x86_64/shrink_wrap.h"

#include <algorithm>

namespace ilcc::x86_64 {

using namespace mir;

namespace {
MInst make(u16 op, u8 size, std::initializer_list<MOperand> ops) {
  MInst in;
  in.op = op;
  in.size = size;
  in.nops = u8(ops.size());
  u32 k = 0;
  for (const MOperand& o : ops) in.ops[k++] = o;
  return in;
}
MInst cfi(CfiOp op, i64 reg = 0, i64 off = 0) {
  return make(Cfi, 8, {MOperand::make_imm(i64(op)), MOperand::make_imm(reg), MOperand::make_imm(off)});
}

// -fstack-protector: each return is preceded by a comparison of the canary with the guard
// value; a block ending in a return becomes `mov canary, %r11; xor guard, %r11; jne F;
// jmp R`, where R is a new block holding the return (its epilogue goes there) and F,
// shared, calls __stack_chk_fail, which does not return.
void check_canary(MFunction& f, const MOperand& canary, const MOperand& guard, u32* next_label, std::vector<u8>& framed) {
  u32 n = u32(f.blocks.size()), fail = ~0u;
  for (u32 bi = 0; bi < n; ++bi) {
    const std::vector<MInst>& insts = f.blocks[bi].insts;
    size_t at = std::find_if(insts.begin(), insts.end(), [](const MInst& in) { return in.op == Ret; }) - insts.begin();
    if (at == insts.size() || !framed[bi]) continue;
    if (fail == ~0u) {
      MBlock fb;
      fb.ir_label = (*next_label)++;
      Symbol fail_fn = Symbol::intern("__stack_chk_fail");
      fb.insts.push_back(f.no_plt ? make(CallInd, 8, {MOperand::sym_mem(fail_fn, 0, Reloc::GotPcRel)})
                                  : make(Call, 8, {MOperand::make_sym(fail_fn, 0, Reloc::Plt)}));
      fb.insts.push_back(make(Ud2, 8, {}));
      fail = u32(f.blocks.size());
      f.blocks.push_back(std::move(fb));
      framed.push_back(1);
    }
    MBlock r;
    r.ir_label = (*next_label)++;
    r.loop_depth = f.blocks[bi].loop_depth;
    MBlock& b = f.blocks[bi];
    r.insts.assign(b.insts.begin() + std::ptrdiff_t(at), b.insts.end());
    b.insts.resize(at);
    u32 ri = u32(f.blocks.size());
    b.insts.push_back(make(Mov, 8, {MOperand::def(R11), canary}));
    b.insts.push_back(make(Xor, 8, {MOperand::usedef(R11), guard}));
    MInst jne = make(Jcc, 8, {MOperand::make_block(fail)});
    jne.cond = CNE;
    b.insts.push_back(jne);
    b.insts.push_back(make(Jmp, 8, {MOperand::make_block(ri)}));
    b.succs = {fail, ri};
    r.preds = {bi};
    f.blocks[fail].preds.push_back(bi);
    f.blocks.push_back(std::move(r));
    framed.push_back(1);
  }
}
} // namespace

void lower_frame(MFunction& f, u32* next_label, bool shrink_wrap) {
  // Local objects, largest alignment first.
  std::vector<u32> objs;
  u32 max_align = 16;
  for (u32 i = 0; i < f.frame.size(); ++i)
    if (!f.frame[i].fixed && f.frame[i].size > 0) {
      objs.push_back(i);
      max_align = std::max(max_align, f.frame[i].align);
    }
  std::stable_sort(objs.begin(), objs.end(), [&](u32 a, u32 b) { return f.frame[a].align > f.frame[b].align; });
  u64 local = 0;
  for (u32 i : objs) {
    FrameObject& o = f.frame[i];
    u64 a = std::max<u32>(o.align, 1);
    local = (local + a - 1) / a * a;
    o.offset = i64(local); // from the bottom of the local area
    local += o.size;
  }
  // The canary: the top 8 bytes of the local area, above every object (only alignment
  // padding lies between it and the pushes).
  const bool protect = f.stack_protect;
  i64 canary = 0;
  if (protect) local = ((local + 7) & ~u64(7)) + 8;
  local = (local + 15) & ~u64(15);
  if (protect) canary = i64(local) - 8;
  // Over-aligned locals: rsp is aligned after the pushes and objects are addressed from
  // it; rbp then serves the incoming arguments. (With dynamic allocas as well, objects
  // stay rbp-relative and only 16-byte alignment is guaranteed.)
  bool realign = max_align > 16 && !f.has_dynamic_alloca; // (MFunction::realigns_stack)
  bool fp = f.has_dynamic_alloca || f.needs_frame_pointer || realign;
  RegMask saved = f.used_callee_saved & ~(fp ? reg_bit(RBP) : 0);
  std::vector<Reg> pushes;
  for (Reg r : {RBX, RBP, R12, R13, R14, R15})
    if (saved & reg_bit(r)) pushes.push_back(r);
  u32 n = u32(pushes.size());
  u64 out = f.outgoing_args_size;
  // Bytes below the pushes: locals and outgoing area, keeping rsp 16-aligned.
  // At entry rsp = 8 (mod 16); the return address plus the pushes (and rbp) came first.
  u64 pushed = 8 + 8 * n + (fp ? 8 : 0);
  u64 below = local + out;
  below += (16 - (pushed + below) % 16) % 16;
  bool red_zone = !f.has_calls && !fp && below <= 128 && !protect;
  // Base register and displacement of each object and of the CFA.
  Reg base = fp && !realign ? RBP : RSP;
  i64 local_bottom;  // the local area's bottom relative to `base`
  i64 cfa;           // the CFA relative to `base`
  if (base == RBP) {
    local_bottom = -i64(8 * n) - i64(below) + i64(out);
    cfa = 16;
  } else if (red_zone) {
    local_bottom = -i64(below);
    cfa = i64(pushed);
  } else {
    local_bottom = i64(out);
    cfa = i64(below + pushed);
  }
  f.stack_size = u32(below);

  // Resolve frame operands.
  for (MBlock& b : f.blocks)
    for (MInst& in : b.insts)
      for (MOperand& o : in.operands()) {
        if (!o.is_frame()) continue;
        const FrameObject& fo = f.frame[o.reg];
        i64 disp;
        Reg r = base;
        if (fo.fixed) {
          if (realign) r = RBP, disp = 16 + fo.offset;
          else disp = cfa + fo.offset;
        } else {
          disp = local_bottom + fo.offset;
        }
        o.bits &= u8(~MOperand::kMemFrame);
        o.reg = r;
        o.disp = i32(disp + o.disp);
      }

  // Prologue.
  // Each instruction that moves the CFA or saves a register is followed by its CFI
  // (cfi.h); FrameInfo keeps the framed state for the printer, which restates it where a
  // block entered with the frame follows one that left it (docs/debug.md).
  std::vector<MInst> pro;
  FrameInfo& fi = f.frame_info;
  fi = FrameInfo{};
  i64 cfa_off = 8;
  if (fp) {
    pro.push_back(make(Push, 8, {MOperand::use(RBP)}));
    cfa_off = 16;
    pro.push_back(cfi(CfiOp::DefCfaOffset, 0, 16));
    pro.push_back(cfi(CfiOp::Offset, dwarf_reg(RBP), -16));
    fi.saved.push_back({dwarf_reg(RBP), -16});
    pro.push_back(make(Mov, 8, {MOperand::def(RBP), MOperand::use(RSP)}));
    pro.push_back(cfi(CfiOp::DefCfaRegister, dwarf_reg(RBP)));
  }
  for (size_t k = 0; k < pushes.size(); ++k) {
    Reg r = pushes[k];
    pro.push_back(make(Push, 8, {MOperand::use(r)}));
    i64 at = -i64(8 * (k + 2) + (fp ? 8 : 0));
    if (!fp) pro.push_back(cfi(CfiOp::DefCfaOffset, 0, cfa_off = -at));
    pro.push_back(cfi(CfiOp::Offset, dwarf_reg(r), at));
    fi.saved.push_back({dwarf_reg(r), at});
  }
  if (below && !red_zone) {
    // -fstack-clash-protection: a frame of a page or more moves rsp a page at a time and
    // touches each page (and the last one), so that no guard page is jumped over.
    u64 step = f.stack_clash && below >= 4096 ? 4096 : below, done = 0;
    while (done < below) {
      u64 now = std::min(step, below - done);
      done += now;
      pro.push_back(make(Sub, 8, {MOperand::usedef(RSP), MOperand::make_imm(i64(now))}));
      if (!fp) pro.push_back(cfi(CfiOp::DefCfaOffset, 0, cfa_off = i64(pushed + done)));
      if (step != below) pro.push_back(make(Or, 8, {MOperand::mem(RSP, 0), MOperand::make_imm(0)}));
    }
  }
  if (realign) pro.push_back(make(And, 8, {MOperand::usedef(RSP), MOperand::make_imm(-i64(max_align))}));
  // -fstack-protector: the canary is the thread's guard value, %fs:40 in glibc; r11 is
  // free at the entry and at every return (no argument or result travels in it).
  MOperand guard = MOperand::mem(kNoReg, 40);
  guard.set_segment(Segment::Fs);
  const MOperand canary_slot = MOperand::mem(base, i32(local_bottom + canary));
  if (protect) {
    pro.push_back(make(Mov, 8, {MOperand::def(R11), guard}));
    pro.push_back(make(Mov, 8, {canary_slot, MOperand::use(R11)}));
  }
  fi.cfa_reg = fp ? dwarf_reg(RBP) : dwarf_reg(RSP);
  fi.cfa_offset = cfa_off;
  fi.has_prologue = !pro.empty();
  fi.locals_rsp_relative = realign;
  fi.local_bottom_rsp = local_bottom;
  fi.local_from_cfa = local_bottom - cfa;
  if (fi.has_prologue) pro.push_back(cfi(CfiOp::PrologueEnd));
  // Shrink-wrapping: the prologue's block, and the blocks running with the frame.
  std::vector<u8> framed;
  u32 pb = prologue_block(f, saved, !shrink_wrap || fp || protect || pro.empty() ? nullptr : next_label, framed);
  MBlock& entry = f.blocks[pb];
  entry.insts.insert(entry.insts.begin(), pro.begin(), pro.end());
  if (protect) {
    u32 after = 0; // a function printed alone: labels after its own
    for (const MBlock& b : f.blocks) after = std::max(after, b.ir_label + 1);
    check_canary(f, canary_slot, guard, next_label ? next_label : &after, framed);
  }

  // Epilogues, before every return that runs with the frame.
  for (u32 bi = 0; bi < f.blocks.size(); ++bi) {
    MBlock& b = f.blocks[bi];
    b.framed_entry = bi != pb && bi < framed.size() && framed[bi] && fi.has_prologue;
    if (!framed[bi]) continue;
    for (size_t i = 0; i < b.insts.size(); ++i) {
      if (b.insts[i].op != Ret) continue;
      std::vector<MInst> epi;
      i64 off = i64(pushed);
      if (fp) {
        if (n) epi.push_back(make(Lea, 8, {MOperand::def(RSP), MOperand::mem(RBP, -i32(8 * n))}));
        else epi.push_back(make(Mov, 8, {MOperand::def(RSP), MOperand::use(RBP)}));
      } else if (below && !red_zone) {
        epi.push_back(make(Add, 8, {MOperand::usedef(RSP), MOperand::make_imm(i64(below))}));
        epi.push_back(cfi(CfiOp::DefCfaOffset, 0, off));
      }
      for (size_t k = pushes.size(); k-- > 0;) {
        epi.push_back(make(Pop, 8, {MOperand::def(pushes[k])}));
        if (!fp) epi.push_back(cfi(CfiOp::DefCfaOffset, 0, off -= 8));
      }
      if (fp) {
        epi.push_back(make(Pop, 8, {MOperand::def(RBP)}));
        epi.push_back(cfi(CfiOp::DefCfa, dwarf_reg(RSP), 8));
      }
      if (fi.has_prologue) epi.push_back(cfi(CfiOp::EpilogueEnd));
      b.insts.insert(b.insts.begin() + i, epi.begin(), epi.end());
      i += epi.size();
    }
  }
}

} // namespace ilcc::x86_64
