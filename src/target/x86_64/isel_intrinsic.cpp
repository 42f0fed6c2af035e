// isel_intrinsic.cpp — the IR's scalar intrinsics (intrinsics.def): fences, non-temporal
// stores of integers, CRC32, square root and absolute value, frame and return addresses,
// the thread pointer, trampolines, the high half of a 64x64-bit product (umulh/smulh:
// one-operand mulq/imulq), MXCSR, the time-stamp counter and cpuid. The vector ones are
// isel_vector.cpp's.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

void ISel::select_intrinsic(const Instruction& i) {
  IntrinsicOp op = i.intrinsic();
  std::span<const Operand> args = i.intrinsic_args();
  Reg d = i.dest.valid() ? reg_of_value(i.dest) : kNoReg;
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
  case IntrinsicOp::GetMxcsr:
  case IntrinsicOp::SetMxcsr: {
    u32 obj = mf_.new_frame_object(4, 4);
    if (op == IntrinsicOp::GetMxcsr) {
      emit(Stmxcsr, 4, {MOperand::frame(obj, 0)});
      if (d != kNoReg) emit(Mov, 4, {MOperand::def(d), MOperand::frame(obj, 0)});
    } else {
      emit(Mov, 4, {MOperand::frame(obj, 0), use_ri(args[0], IrType::I32)});
      emit(Ldmxcsr, 4, {MOperand::frame(obj, 0)});
    }
    return;
  }
  case IntrinsicOp::Rdtsc:
  case IntrinsicOp::Rdtscp: {
    emit(op == IntrinsicOp::Rdtsc ? Rdtsc : Rdtscp, 8);
    if (op == IntrinsicOp::Rdtscp) emit(Mov, 4, {mem_at(args[0]), MOperand::use(RCX)});
    Reg lo = new_gpr(), hi = new_gpr();
    emit(Mov, 4, {MOperand::def(lo), MOperand::use(RAX)});
    emit(Mov, 4, {MOperand::def(hi), MOperand::use(RDX)});
    if (d == kNoReg) return;
    emit(Shl, 8, {MOperand::usedef(hi), MOperand::make_imm(32)});
    copy(d, lo, RegClass::Gpr);
    emit(Or, 8, {MOperand::usedef(d), MOperand::use(hi)});
    return;
  }
  case IntrinsicOp::Xgetbv: {
    copy(RCX, use_reg(args[0], IrType::I32), RegClass::Gpr);
    emit(Xgetbv, 8);
    Reg lo = new_gpr(), hi = new_gpr();
    emit(Mov, 4, {MOperand::def(lo), MOperand::use(RAX)});
    emit(Mov, 4, {MOperand::def(hi), MOperand::use(RDX)});
    if (d == kNoReg) return;
    emit(Shl, 8, {MOperand::usedef(hi), MOperand::make_imm(32)});
    copy(d, lo, RegClass::Gpr);
    emit(Or, 8, {MOperand::usedef(d), MOperand::use(hi)});
    return;
  }
  case IntrinsicOp::Cpuid: {
    Reg leaf = use_reg(args[0], IrType::I32), sub = use_reg(args[1], IrType::I32);
    Reg p = use_reg(args[2], IrType::Ptr);
    copy(RAX, leaf, RegClass::Gpr);
    copy(RCX, sub, RegClass::Gpr);
    emit(Cpuid, 8);
    Reg r[4] = {new_gpr(), new_gpr(), new_gpr(), new_gpr()};
    const Reg phys[4] = {RAX, RBX, RCX, RDX};
    for (unsigned k = 0; k < 4; ++k) emit(Mov, 4, {MOperand::def(r[k]), MOperand::use(phys[k])});
    for (unsigned k = 0; k < 4; ++k) emit(Mov, 4, {MOperand::mem(p, i32(4 * k)), MOperand::use(r[k])});
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
