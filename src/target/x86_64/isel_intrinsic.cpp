// isel_intrinsic.cpp — the IR's target intrinsics (intrinsics.def): fences, non-temporal
// stores, SSE2/SSE4.1/AES/CLMUL vector operations on 16-byte values in memory, CRC32,
// square root and absolute value, frame and return addresses, the thread pointer, and
// the high half of a 64x64-bit product (umulh/smulh: one-operand mulq/imulq).
//
// Vector intrinsics take pointers to their 16-byte operands and write their result
// through the destination pointer; each is a load into an xmm register, the instruction,
// and a store.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

namespace {
// The instruction of a two-operand vector intrinsic ("pp" arguments, vector result).
u16 vector_op(IntrinsicOp op) {
  switch (op) {
  case IntrinsicOp::Pcmpeqb128: return Pcmpeqb;
  case IntrinsicOp::Pcmpeqd128: return Pcmpeqd;
  case IntrinsicOp::Psubusb128: return Psubusb;
  case IntrinsicOp::Psubsb128: return Psubsb;
  case IntrinsicOp::Por128: return Por;
  case IntrinsicOp::Pand128: return Pand;
  case IntrinsicOp::Pxor128: return Pxor;
  case IntrinsicOp::Paddw128: return Paddw;
  case IntrinsicOp::Psubw128: return Psubw;
  case IntrinsicOp::Pmulhw128: return Pmulhw;
  case IntrinsicOp::Pmaddwd128: return Pmaddwd;
  case IntrinsicOp::Pcmpgtw128: return Pcmpgtw;
  case IntrinsicOp::Pcmpgtb128: return Pcmpgtb;
  case IntrinsicOp::Paddd128: return Paddd;
  case IntrinsicOp::Psubd128: return Psubd;
  case IntrinsicOp::Packssdw128: return Packssdw;
  case IntrinsicOp::Packsswb128: return Packsswb;
  case IntrinsicOp::Packuswb128: return Packuswb;
  case IntrinsicOp::Punpcklbw128: return Punpcklbw;
  case IntrinsicOp::Punpckhbw128: return Punpckhbw;
  case IntrinsicOp::Punpcklwd128: return Punpcklwd;
  case IntrinsicOp::Punpckhwd128: return Punpckhwd;
  case IntrinsicOp::Aesenc128: return Aesenc;
  case IntrinsicOp::Aesenclast128: return Aesenclast;
  case IntrinsicOp::Aesdec128: return Aesdec;
  case IntrinsicOp::Aesdeclast128: return Aesdeclast;
  default: return 0;
  }
}
// Vector shifts by an immediate count, and shuffles.
u16 vector_imm_op(IntrinsicOp op) {
  switch (op) {
  case IntrinsicOp::Psllwi128: return Psllw;
  case IntrinsicOp::Psrlwi128: return Psrlw;
  case IntrinsicOp::Psrawi128: return Psraw;
  case IntrinsicOp::Pslldi128: return Pslld;
  case IntrinsicOp::Psrldi128: return Psrld;
  case IntrinsicOp::Psradi128: return Psrad;
  case IntrinsicOp::Psllqi128: return Psllq;
  case IntrinsicOp::Psrlqi128: return Psrlq;
  case IntrinsicOp::Pslldqi128: return Pslldq;
  case IntrinsicOp::Psrldqi128: return Psrldq;
  default: return 0;
  }
}
} // namespace

void ISel::select_intrinsic(const Instruction& i) {
  IntrinsicOp op = i.intrinsic();
  std::span<const Operand> args = i.intrinsic_args();
  auto vload = [&](const Operand& p) {
    Reg x = new_xmm();
    emit(Movups, 16, {MOperand::def(x), mem_at(p)});
    return x;
  };
  auto vstore = [&](Reg x) { emit(Movups, 16, {mem_at(i.operand(0)), MOperand::use(x)}); };
  auto imm = [&](const Operand& o) {
    auto c = const_int(o);
    return MOperand::make_imm(c ? *c : 0);
  };
  if (u16 vop = vector_op(op)) {
    Reg a = vload(args[0]), b = vload(args[1]);
    emit(vop, 16, {MOperand::usedef(a), MOperand::use(b)});
    vstore(a);
    return;
  }
  if (u16 sop = vector_imm_op(op)) {
    Reg a = vload(args[0]);
    if (const_int(args[1])) {
      emit(sop, 16, {MOperand::usedef(a), imm(args[1])});
    } else {
      // A variable count: the register form reads the count from an xmm register.
      Reg c = new_xmm(), g = new_gpr();
      extend(g, use_reg(args[1], IrType::I32), IrType::U32, 8);
      emit(MovGX, 8, {MOperand::def(c), MOperand::use(g)});
      emit(sop, 16, {MOperand::usedef(a), MOperand::use(c)});
    }
    vstore(a);
    return;
  }
  Reg d = i.dest.valid() && !i.has_dest_ptr() ? reg_of_value(i.dest) : kNoReg;
  switch (op) {
  case IntrinsicOp::Lfence: emit(Lfence, 8); return;
  case IntrinsicOp::Mfence: emit(Mfence, 8); return;
  case IntrinsicOp::Sfence: emit(Sfence, 8); return;
  case IntrinsicOp::Pause: emit(Pause, 8); return;
  case IntrinsicOp::Clflush: emit(Clflush, 8, {mem_at(args[0])}); return;
  case IntrinsicOp::Movnti:
  case IntrinsicOp::Movnti64: {
    IrType t = op == IntrinsicOp::Movnti ? IrType::I32 : IrType::I64;
    Reg v = use_reg(args[1], t);
    emit(Movnti, u8(type_size(t)), {mem_at(args[0]), MOperand::use(v)});
    return;
  }
  case IntrinsicOp::Movntdq:
  case IntrinsicOp::Movntpd:
  case IntrinsicOp::Storedqu:
  case IntrinsicOp::Storeldi128: {
    Reg x = vload(args[1]);
    emit(Movups, 16, {mem_at(args[0]), MOperand::use(x)});
    return;
  }
  case IntrinsicOp::Loaddqu:
  case IntrinsicOp::Loadldi128: vstore(vload(args[0])); return;
  case IntrinsicOp::Pmovmskb128: {
    Reg a = vload(args[0]);
    emit(Pmovmskb, 4, {MOperand::def(d), MOperand::use(a)});
    return;
  }
  case IntrinsicOp::SetEpi8:
  case IntrinsicOp::SetEpi16:
  case IntrinsicOp::SetEpi32: {
    IrType t = op == IntrinsicOp::SetEpi8 ? IrType::I8 : op == IntrinsicOp::SetEpi16 ? IrType::I16 : IrType::I32;
    Reg x = new_xmm();
    emit(MovGX, 4, {MOperand::def(x), MOperand::use(use_reg(args[0], t))});
    if (op == IntrinsicOp::SetEpi8) emit(Punpcklbw, 16, {MOperand::usedef(x), MOperand::use(x)});
    if (op != IntrinsicOp::SetEpi32) emit(Punpcklwd, 16, {MOperand::usedef(x), MOperand::use(x)});
    Reg y = new_xmm();
    emit(Pshufd, 16, {MOperand::def(y), MOperand::use(x), MOperand::make_imm(0)});
    vstore(y);
    return;
  }
  case IntrinsicOp::Pshufd128:
  case IntrinsicOp::Pshuflw128:
  case IntrinsicOp::Pshufhw128:
  case IntrinsicOp::Aeskeygenassist128: {
    u16 o = op == IntrinsicOp::Pshufd128    ? Pshufd
            : op == IntrinsicOp::Pshuflw128 ? Pshuflw
            : op == IntrinsicOp::Pshufhw128 ? Pshufhw
                                            : Aeskeygenassist;
    Reg a = vload(args[0]), y = new_xmm();
    emit(o, 16, {MOperand::def(y), MOperand::use(a), imm(args[1])});
    vstore(y);
    return;
  }
  case IntrinsicOp::Aesimc128: {
    Reg a = vload(args[0]), y = new_xmm();
    emit(Aesimc, 16, {MOperand::def(y), MOperand::use(a)});
    vstore(y);
    return;
  }
  case IntrinsicOp::Pclmulqdq128: {
    Reg a = vload(args[0]), b = vload(args[1]);
    emit(Pclmulqdq, 16, {MOperand::usedef(a), MOperand::use(b), imm(args[2])});
    vstore(a);
    return;
  }
  case IntrinsicOp::Pinsrw128:
  case IntrinsicOp::Pinsrd128:
  case IntrinsicOp::Pinsrb128:
  case IntrinsicOp::Pinsrq128: {
    u16 o = op == IntrinsicOp::Pinsrw128 ? Pinsrw : op == IntrinsicOp::Pinsrd128 ? Pinsrd : op == IntrinsicOp::Pinsrb128 ? Pinsrb : Pinsrq;
    IrType t = op == IntrinsicOp::Pinsrq128 ? IrType::I64 : IrType::I32;
    Reg a = vload(args[0]);
    Reg v = use_reg(args[1], t);
    emit(o, u8(type_size(t)), {MOperand::usedef(a), MOperand::use(v), imm(args[2])});
    vstore(a);
    return;
  }
  case IntrinsicOp::Pextrw128:
  case IntrinsicOp::Pextrd128:
  case IntrinsicOp::Pextrb128:
  case IntrinsicOp::Pextrq128: {
    u16 o = op == IntrinsicOp::Pextrw128 ? Pextrw : op == IntrinsicOp::Pextrd128 ? Pextrd : op == IntrinsicOp::Pextrb128 ? Pextrb : Pextrq;
    Reg a = vload(args[0]);
    emit(o, op == IntrinsicOp::Pextrq128 ? 8 : 4, {MOperand::def(d), MOperand::use(a), imm(args[1])});
    return;
  }
  case IntrinsicOp::Cvtsi128Si32:
  case IntrinsicOp::Cvtsi128Si64: {
    Reg a = vload(args[0]);
    emit(MovXG, op == IntrinsicOp::Cvtsi128Si32 ? 4 : 8, {MOperand::def(d), MOperand::use(a)});
    return;
  }
  case IntrinsicOp::Cvtsi32Si128: {
    Reg x = new_xmm();
    emit(MovGX, 4, {MOperand::def(x), MOperand::use(use_reg(args[0], IrType::I32))});
    vstore(x);
    return;
  }
  case IntrinsicOp::Crc32_8:
  case IntrinsicOp::Crc32_16:
  case IntrinsicOp::Crc32_32:
  case IntrinsicOp::Crc32_64: {
    bool q = op == IntrinsicOp::Crc32_64;
    u8 vs = op == IntrinsicOp::Crc32_8 ? 1 : op == IntrinsicOp::Crc32_16 ? 2 : op == IntrinsicOp::Crc32_32 ? 4 : 8;
    IrType vt = vs == 1 ? IrType::I8 : vs == 2 ? IrType::I16 : vs == 4 ? IrType::I32 : IrType::I64;
    Reg c = use_reg(args[0], q ? IrType::I64 : IrType::I32);
    Reg v = use_reg(args[1], vt);
    copy(d, c, RegClass::Gpr);
    emit(Crc32, q ? 8 : 4, {MOperand::usedef(d), MOperand::use(v)}).size2 = vs;
    return;
  }
  case IntrinsicOp::SqrtF32:
  case IntrinsicOp::SqrtF64: {
    IrType t = op == IntrinsicOp::SqrtF32 ? IrType::F32 : IrType::F64;
    emit(SqrtF, u8(type_size(t)), {MOperand::def(d), MOperand::use(use_reg(args[0], t))});
    return;
  }
  case IntrinsicOp::FabsF32:
  case IntrinsicOp::FabsF64: {
    IrType t = op == IntrinsicOp::FabsF32 ? IrType::F32 : IrType::F64;
    u64 mask = t == IrType::F32 ? 0x7FFFFFFFull : 0x7FFFFFFFFFFFFFFFull;
    Reg m = new_xmm();
    emit(Movups, 16, {MOperand::def(m), MOperand::sym_mem(ctx_.pool_label(mask, 0, 16), 0, Reloc::PcRel)});
    copy(d, use_reg(args[0], t), RegClass::Xmm);
    emit(Andps, u8(type_size(t)), {MOperand::usedef(d), MOperand::use(m)});
    return;
  }
  case IntrinsicOp::FrameAddress:
  case IntrinsicOp::ReturnAddress: {
    mf_.needs_frame_pointer = true;
    i64 level = const_int(args[0]).value_or(0);
    Reg f = new_gpr();
    copy(f, RBP, RegClass::Gpr);
    for (i64 k = 0; k < level; ++k) emit(Mov, 8, {MOperand::def(f), MOperand::mem(f, 0)});
    if (op == IntrinsicOp::ReturnAddress) emit(Mov, 8, {MOperand::def(d), MOperand::mem(f, 8)});
    else copy(d, f, RegClass::Gpr);
    return;
  }
  case IntrinsicOp::Trampoline: {
    // movabs $function, %r11; movabs $chain, %r10; jmp *%r11 (then a nop): 49 bb imm64,
    // 49 ba imm64, 49 ff e3 90. The result is the trampoline's address.
    MOperand m = mem_at(args[0]);
    auto at = [&](i32 off) {
      MOperand r = m;
      r.disp += off;
      return r;
    };
    Reg target = use_reg(args[1], IrType::Ptr), chain = use_reg(args[2], IrType::Ptr);
    emit(Mov, 2, {m, MOperand::make_imm(0xbb49)});
    emit(Mov, 8, {at(2), MOperand::use(target)});
    emit(Mov, 2, {at(10), MOperand::make_imm(0xba49)});
    emit(Mov, 8, {at(12), MOperand::use(chain)});
    emit(Mov, 4, {at(20), MOperand::make_imm(i32(0x90e3ff49u))});
    emit(Lea, 8, {MOperand::def(d), m});
    return;
  }
  case IntrinsicOp::Umulh:
  case IntrinsicOp::Smulh: {
    // One-operand mulq/imulq: rax * operand into rdx:rax; the high half is rdx.
    if (d == kNoReg) return; // pure and unused
    Reg a = use_reg(args[0], IrType::I64);
    Reg b = use_reg(args[1], IrType::I64);
    copy(RAX, a, RegClass::Gpr);
    emit(op == IntrinsicOp::Umulh ? Mul1 : Imul1, 8, {MOperand::use(b)});
    copy(d, RDX, RegClass::Gpr);
    return;
  }
  case IntrinsicOp::ObjectSize:
  case IntrinsicOp::DynObjectSize: {
    // Undecided (the optimizer decides them all; an IR input may not): unknown.
    if (d == kNoReg) return;
    std::optional<i128> mode = args[1].is_const() ? args[1].constant().to_i128() : std::nullopt;
    emit(Mov, 8, {MOperand::def(d), MOperand::make_imm(mode && *mode >= 2 ? 0 : -1)});
    return;
  }
  case IntrinsicOp::VaArgPackLen: // reported as an error before code generation
    if (d != kNoReg) emit(Mov, 4, {MOperand::def(d), MOperand::make_imm(0)});
    return;
  case IntrinsicOp::ThreadPointer: {
    MOperand fs0 = MOperand::mem(kNoReg, 0);
    fs0.set_segment(Segment::Fs);
    emit(Mov, 8, {MOperand::def(d), fs0});
    return;
  }
  default: ilcc_unreachable("intrinsic without a selection");
  }
}

} // namespace ilcc::x86_64
