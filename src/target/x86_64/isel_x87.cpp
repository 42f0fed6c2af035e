// isel_x87.cpp — long double: x87 80-bit extended precision.
//
// A long double value lives in a 16-byte frame object. Each IR instruction loads its
// operands onto the x87 register stack, operates and stores the result back, so the
// stack is empty between instructions and no x87 register needs allocating. Conversions
// to integers switch the control word to truncation for the one store.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

namespace {
bool is_pair(IrType t) { return t == IrType::I128 || t == IrType::U128; }
} // namespace

u32 ISel::scratch_slot() {
  if (scratch_ == ~0u) scratch_ = mf_.new_frame_object(16, 16);
  return scratch_;
}

// Pushes operand `o` of type `t`, converted to long double.
void ISel::x87_load(const Operand& o, IrType t) {
  if (t == IrType::F128) {
    emit(Fld, 16, {ld_mem(o)});
    return;
  }
  MOperand s = MOperand::frame(scratch_slot(), 0);
  if (t == IrType::F32 || t == IrType::F64) {
    Reg r = use_reg(o, t);
    emit(MovF, u8(type_size(t)), {s, MOperand::use(r)});
    emit(Fld, u8(type_size(t)), {s});
    return;
  }
  if (is_pair(t)) {
    Reg lo, hi;
    use_pair(o, lo, hi);
    helper_call(sym(t == IrType::U128 ? "__floatuntixf" : "__floattixf"), {{RDI, lo}, {RSI, hi}});
    return; // the result is in st(0)
  }
  Reg a = use_reg(o, t);
  unsigned sz = t == IrType::Ptr ? 8 : type_size(t);
  if (t == IrType::U64 || t == IrType::Ptr) {
    // fild reads a signed integer: add 2^64 when the top bit was set.
    emit(Mov, 8, {s, MOperand::use(a)});
    emit(Fild, 8, {s});
    Reg p0 = new_gpr(), p1 = new_gpr();
    emit(Lea, 8, {MOperand::def(p0), ld_mem(Operand(IrConst::long_double(0.0)))});
    emit(Lea, 8, {MOperand::def(p1), ld_mem(Operand(IrConst::long_double(18446744073709551616.0)))});
    emit(Test, 8, {MOperand::use(a), MOperand::use(a)});
    emit(Cmov, 8, {MOperand::usedef(p0), MOperand::use(p1)}).cond = CS;
    emit(Fld, 16, {MOperand::mem(p0, 0)});
    emit(Faddp, 8);
    return;
  }
  // Smaller integers: extended to a width fild reads (unsigned 32-bit as 64-bit).
  Reg x = a;
  unsigned w = sz;
  if (sz == 1 || t == IrType::U16 || t == IrType::U32) {
    x = new_gpr();
    w = t == IrType::U32 ? 8 : 4;
    extend(x, a, t, u8(w));
  }
  emit(Mov, u8(w), {s, MOperand::use(x)});
  emit(Fild, u8(w), {s});
}

// Pops st(0) into the destination of `i`, of type `t`.
void ISel::x87_store(const Instruction& i, IrType t) {
  if (t == IrType::F128) {
    emit(Fstp, 16, {MOperand::frame(slot_of_value(i.dest), 0)});
    return;
  }
  MOperand s = MOperand::frame(scratch_slot(), 0);
  if (t == IrType::F32 || t == IrType::F64) {
    emit(Fstp, u8(type_size(t)), {s});
    emit(MovF, u8(type_size(t)), {MOperand::def(reg_of_value(i.dest)), s});
    return;
  }
  if (is_pair(t)) {
    // __fixxfti takes its argument on the stack.
    emit(Fstp, 16, {MOperand::mem(RSP, 0)});
    mf_.outgoing_args_size = std::max<u32>(mf_.outgoing_args_size, 16);
    MInst& c = emit_call(call_target(sym(t == IrType::U128 ? "__fixunsxfti" : "__fixxfti")));
    finish_call_abi(c, 0, 0);
    copy(reg_of_value(i.dest), RAX, RegClass::Gpr);
    copy(hi_of_value(i.dest), RDX, RegClass::Gpr);
    return;
  }
  // Integers: truncate (C's conversion) by switching the rounding mode for the store.
  MOperand cw = MOperand::frame(scratch_slot(), 8), cw2 = MOperand::frame(scratch_slot(), 10);
  Reg c = new_gpr();
  emit(Fnstcw, 2, {cw});
  emit(MovZX, 4, {MOperand::def(c), cw}).size2 = 2;
  emit(Or, 4, {MOperand::usedef(c), MOperand::make_imm(0xC00)});
  emit(Mov, 2, {cw2, MOperand::use(c)});
  unsigned sz = t == IrType::Ptr ? 8 : type_size(t);
  Reg d = reg_of_value(i.dest);
  if (t == IrType::U64 || t == IrType::Ptr) {
    // Values from 2^63 up: subtract 2^63 first and set the top bit after.
    Reg p0 = new_gpr(), p1 = new_gpr(), big = new_gpr(), sign = new_gpr();
    emit(Lea, 8, {MOperand::def(p1), ld_mem(Operand(IrConst::long_double(9223372036854775808.0)))});
    emit(Fld, 16, {MOperand::mem(p1, 0)});
    emit(Fucomip, 8); // 2^63 against x, popping 2^63: below or equal means x >= 2^63
    emit(Setcc, 1, {MOperand::def(big)}).cond = CBE;
    emit(Lea, 8, {MOperand::def(p0), ld_mem(Operand(IrConst::long_double(0.0)))});
    emit(Test, 1, {MOperand::use(big), MOperand::use(big)});
    emit(Cmov, 8, {MOperand::usedef(p0), MOperand::use(p1)}).cond = CNE;
    emit(Fld, 16, {MOperand::mem(p0, 0)});
    emit(Fsubp, 8); // x - (0 or 2^63)
    emit(Fldcw, 2, {cw2});
    emit(Fistp, 8, {s});
    emit(Fldcw, 2, {cw});
    emit(Mov, 8, {MOperand::def(d), s});
    emit(MovZX, 4, {MOperand::def(sign), MOperand::use(big)}).size2 = 1;
    emit(Shl, 8, {MOperand::usedef(sign), MOperand::make_imm(63)});
    emit(Xor, 8, {MOperand::usedef(d), MOperand::use(sign)});
    return;
  }
  unsigned w = sz == 1 ? 2 : t == IrType::U32 ? 8 : t == IrType::U16 ? 4 : sz;
  emit(Fldcw, 2, {cw2});
  emit(Fistp, u8(w), {s});
  emit(Fldcw, 2, {cw});
  if (w == 2) emit(MovZX, 4, {MOperand::def(d), s}).size2 = 2;
  else emit(Mov, u8(w), {MOperand::def(d), s});
}

Cond ISel::x87_compare(IrCmpOp op, const Operand& a0, const Operand& b0) {
  const Operand* a = &a0;
  const Operand* b = &b0;
  if (op == IrCmpOp::Slt || op == IrCmpOp::Sle || op == IrCmpOp::Ult || op == IrCmpOp::Ule) {
    std::swap(a, b);
    op = op == IrCmpOp::Slt || op == IrCmpOp::Ult ? IrCmpOp::Sgt : IrCmpOp::Sge;
  }
  emit(Fld, 16, {ld_mem(*b)});
  emit(Fld, 16, {ld_mem(*a)});
  emit(Fucomip, 8); // flags: st(0) = a against st(1) = b
  emit(FstpSt, 8);
  switch (op) {
  case IrCmpOp::Eq: return Cond(16); // equal and ordered (see isel.cpp)
  case IrCmpOp::Ne: return Cond(17);
  case IrCmpOp::Sgt:
  case IrCmpOp::Ugt: return CA;
  default: return CAE;
  }
}

void ISel::select_x87(const Instruction& i) {
  switch (i.op) {
  case Opcode::BinOp: {
    x87_load(i.operand(0), IrType::F128);
    x87_load(i.operand(1), IrType::F128);
    switch (i.binop()) {
    case IrBinOp::Add: emit(Faddp, 8); break;
    case IrBinOp::Sub: emit(Fsubp, 8); break;
    case IrBinOp::Mul: emit(Fmulp, 8); break;
    case IrBinOp::SDiv:
    case IrBinOp::UDiv: emit(Fdivp, 8); break;
    default: ilcc_unreachable("long double operation");
    }
    x87_store(i, IrType::F128);
    return;
  }
  case Opcode::UnaryOp: {
    ILCC_ASSERT(i.unop() == IrUnaryOp::Neg, "long double unary operation");
    x87_load(i.operand(0), IrType::F128);
    emit(Fchs, 8);
    x87_store(i, IrType::F128);
    return;
  }
  case Opcode::Cast: {
    if (i.ty == IrType::F128 && i.ty2 == IrType::F128) {
      copy_memory(MOperand::frame(slot_of_value(i.dest), 0), ld_mem(i.operand(0)), 16);
      return;
    }
    x87_load(i.operand(0), i.ty);
    x87_store(i, i.ty2);
    return;
  }
  default: ilcc_unreachable("long double instruction");
  }
}

} // namespace ilcc::x86_64
