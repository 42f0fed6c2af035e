// isel_i128.cpp — 128-bit integers in pairs of general registers (low, high).
//
// Addition and subtraction carry with adc/sbb, multiplication is three 64-bit multiplies,
// shifts use shld/shrd and pick the halves with cmov when the count reaches 64, compares
// subtract with borrow. Division and conversions to and from floating point call the
// libgcc routines every x86-64 compiler uses (__divti3, __floattidf, ...).
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

MInst& ISel::helper_call(Symbol name, std::initializer_list<std::pair<Reg, Reg>> moves) {
  RegMask args = 0;
  for (auto [phys, src] : moves) {
    copy(phys, src, phys >= XMM0 ? RegClass::Xmm : RegClass::Gpr);
    args |= reg_bit(phys);
  }
  MInst& c = emit_call(call_target(name));
  finish_call_abi(c, args, 0);
  return c;
}

Reg ISel::popcount64(Reg src, u8 w) {
  Reg x = new_gpr();
  emit(Mov, w, {MOperand::def(x), MOperand::use(src)});
  auto konst = [&](u64 v) {
    Reg k = new_gpr();
    mov_imm(k, i64(v), w);
    return k;
  };
  Reg t1 = new_gpr();
  copy(t1, x, RegClass::Gpr);
  emit(Shr, w, {MOperand::usedef(t1), MOperand::make_imm(1)});
  emit(And, w, {MOperand::usedef(t1), MOperand::use(konst(0x5555555555555555ull))});
  emit(Sub, w, {MOperand::usedef(x), MOperand::use(t1)});
  Reg m3 = konst(0x3333333333333333ull);
  Reg t2 = new_gpr();
  copy(t2, x, RegClass::Gpr);
  emit(And, w, {MOperand::usedef(t2), MOperand::use(m3)});
  emit(Shr, w, {MOperand::usedef(x), MOperand::make_imm(2)});
  emit(And, w, {MOperand::usedef(x), MOperand::use(m3)});
  emit(Add, w, {MOperand::usedef(x), MOperand::use(t2)});
  Reg t3 = new_gpr();
  copy(t3, x, RegClass::Gpr);
  emit(Shr, w, {MOperand::usedef(t3), MOperand::make_imm(4)});
  emit(Add, w, {MOperand::usedef(x), MOperand::use(t3)});
  emit(And, w, {MOperand::usedef(x), MOperand::use(konst(0x0F0F0F0F0F0F0F0Full))});
  emit(Imul, w, {MOperand::usedef(x), MOperand::use(konst(0x0101010101010101ull))});
  emit(Shr, w, {MOperand::usedef(x), MOperand::make_imm(w * 8 - 8)});
  return x;
}

void ISel::select_i128(const Instruction& i) {
  Reg dlo = reg_of_value(i.dest), dhi = hi_of_value(i.dest);
  if (i.op == Opcode::UnaryOp) {
    Reg alo, ahi;
    use_pair(i.operand(0), alo, ahi);
    switch (i.unop()) {
    case IrUnaryOp::Neg: {
      Reg l = new_gpr(), h = new_gpr();
      copy(l, alo, RegClass::Gpr);
      copy(h, ahi, RegClass::Gpr);
      emit(Neg, 8, {MOperand::usedef(l)});
      emit(Adc, 8, {MOperand::usedef(h), MOperand::make_imm(0)});
      emit(Neg, 8, {MOperand::usedef(h)});
      copy(dlo, l, RegClass::Gpr);
      copy(dhi, h, RegClass::Gpr);
      return;
    }
    case IrUnaryOp::Not:
      copy(dlo, alo, RegClass::Gpr);
      copy(dhi, ahi, RegClass::Gpr);
      emit(Not, 8, {MOperand::usedef(dlo)});
      emit(Not, 8, {MOperand::usedef(dhi)});
      return;
    case IrUnaryOp::Bswap: {
      Reg l = new_gpr(), h = new_gpr();
      copy(l, ahi, RegClass::Gpr);
      copy(h, alo, RegClass::Gpr);
      emit(Bswap, 8, {MOperand::usedef(l)});
      emit(Bswap, 8, {MOperand::usedef(h)});
      copy(dlo, l, RegClass::Gpr);
      copy(dhi, h, RegClass::Gpr);
      return;
    }
    case IrUnaryOp::Popcount: {
      Reg a = popcount64(alo, 8), b = popcount64(ahi, 8);
      emit(Add, 8, {MOperand::usedef(a), MOperand::use(b)});
      copy(dlo, a, RegClass::Gpr);
      mov_imm(dhi, 0, 8);
      return;
    }
    case IrUnaryOp::Clz:
    case IrUnaryOp::ClzNZ: {
      // hi != 0 ? 63 - bsr(hi) : 127 - bsr(lo), with bsr(0) taken as -1 (result 128).
      Reg m1 = new_gpr(), bl = new_gpr(), bh = new_gpr(), rl = new_gpr(), rh = new_gpr();
      mov_imm(m1, -1, 8);
      emit(Bsr, 8, {MOperand::def(bl), MOperand::use(alo)});
      emit(Cmov, 8, {MOperand::usedef(bl), MOperand::use(m1)}).cond = CE;
      mov_imm(rl, 127, 8);
      emit(Sub, 8, {MOperand::usedef(rl), MOperand::use(bl)});
      emit(Bsr, 8, {MOperand::def(bh), MOperand::use(ahi)});
      mov_imm(rh, 63, 8);
      emit(Sub, 8, {MOperand::usedef(rh), MOperand::use(bh)});
      emit(Test, 8, {MOperand::use(ahi), MOperand::use(ahi)});
      emit(Cmov, 8, {MOperand::usedef(rl), MOperand::use(rh)}).cond = CNE;
      copy(dlo, rl, RegClass::Gpr);
      mov_imm(dhi, 0, 8);
      return;
    }
    case IrUnaryOp::Ctz:
    case IrUnaryOp::CtzNZ: {
      // lo != 0 ? bsf(lo) : 64 + bsf(hi), with bsf(0) taken as 64 (result 128).
      Reg k64 = new_gpr(), fl = new_gpr(), fh = new_gpr();
      mov_imm(k64, 64, 8);
      emit(Bsf, 8, {MOperand::def(fh), MOperand::use(ahi)});
      emit(Cmov, 8, {MOperand::usedef(fh), MOperand::use(k64)}).cond = CE;
      emit(Add, 8, {MOperand::usedef(fh), MOperand::make_imm(64)});
      emit(Bsf, 8, {MOperand::def(fl), MOperand::use(alo)});
      emit(Cmov, 8, {MOperand::usedef(fl), MOperand::use(fh)}).cond = CE;
      copy(dlo, fl, RegClass::Gpr);
      mov_imm(dhi, 0, 8);
      return;
    }
    case IrUnaryOp::IsConstant:
      mov_imm(dlo, i.operand(0).is_const() ? 1 : 0, 8);
      mov_imm(dhi, 0, 8);
      return;
    }
    return;
  }
  Reg alo, ahi, blo, bhi;
  use_pair(i.operand(0), alo, ahi);
  switch (i.binop()) {
  case IrBinOp::Add:
  case IrBinOp::Sub:
  case IrBinOp::And:
  case IrBinOp::Or:
  case IrBinOp::Xor: {
    use_pair(i.operand(1), blo, bhi);
    u16 lo_op = 0, hi_op = 0;
    switch (i.binop()) {
    case IrBinOp::Add: lo_op = Add, hi_op = Adc; break;
    case IrBinOp::Sub: lo_op = Sub, hi_op = Sbb; break;
    case IrBinOp::And: lo_op = hi_op = And; break;
    case IrBinOp::Or: lo_op = hi_op = Or; break;
    default: lo_op = hi_op = Xor; break;
    }
    Reg l = new_gpr(), h = new_gpr();
    copy(l, alo, RegClass::Gpr);
    copy(h, ahi, RegClass::Gpr);
    emit(lo_op, 8, {MOperand::usedef(l), MOperand::use(blo)});
    emit(hi_op, 8, {MOperand::usedef(h), MOperand::use(bhi)});
    copy(dlo, l, RegClass::Gpr);
    copy(dhi, h, RegClass::Gpr);
    return;
  }
  case IrBinOp::Mul: {
    use_pair(i.operand(1), blo, bhi);
    Reg t1 = new_gpr(), t2 = new_gpr();
    copy(t1, alo, RegClass::Gpr);
    emit(Imul, 8, {MOperand::usedef(t1), MOperand::use(bhi)});
    copy(t2, ahi, RegClass::Gpr);
    emit(Imul, 8, {MOperand::usedef(t2), MOperand::use(blo)});
    emit(Add, 8, {MOperand::usedef(t1), MOperand::use(t2)});
    copy(RAX, alo, RegClass::Gpr);
    emit(Mul1, 8, {MOperand::use(blo)});
    copy(dlo, RAX, RegClass::Gpr);
    Reg h = new_gpr();
    copy(h, RDX, RegClass::Gpr);
    emit(Add, 8, {MOperand::usedef(h), MOperand::use(t1)});
    copy(dhi, h, RegClass::Gpr);
    return;
  }
  case IrBinOp::SDiv:
  case IrBinOp::UDiv:
  case IrBinOp::SRem:
  case IrBinOp::URem: {
    use_pair(i.operand(1), blo, bhi);
    const char* fn = i.binop() == IrBinOp::SDiv ? "__divti3"
                     : i.binop() == IrBinOp::UDiv ? "__udivti3"
                     : i.binop() == IrBinOp::SRem ? "__modti3"
                                                  : "__umodti3";
    helper_call(sym(fn), {{RDI, alo}, {RSI, ahi}, {RDX, blo}, {RCX, bhi}});
    copy(dlo, RAX, RegClass::Gpr);
    copy(dhi, RDX, RegClass::Gpr);
    return;
  }
  case IrBinOp::Shl:
  case IrBinOp::LShr:
  case IrBinOp::AShr: {
    bool left = i.binop() == IrBinOp::Shl, arith = i.binop() == IrBinOp::AShr;
    Reg l = new_gpr(), h = new_gpr();
    copy(l, alo, RegClass::Gpr);
    copy(h, ahi, RegClass::Gpr);
    if (auto c0 = const_int(i.operand(1))) {
      unsigned c = unsigned(*c0) & 127;
      if (c == 0) {
      } else if (c >= 64) {
        if (left) {
          copy(h, l, RegClass::Gpr);
          if (c > 64) emit(Shl, 8, {MOperand::usedef(h), MOperand::make_imm(c - 64)});
          mov_imm(l, 0, 8);
        } else {
          copy(l, h, RegClass::Gpr);
          if (c > 64) emit(arith ? Sar : Shr, 8, {MOperand::usedef(l), MOperand::make_imm(c - 64)});
          if (arith) emit(Sar, 8, {MOperand::usedef(h), MOperand::make_imm(63)});
          else mov_imm(h, 0, 8);
        }
      } else {
        copy(RCX, [&] { Reg k = new_gpr(); mov_imm(k, c, 4); return k; }(), RegClass::Gpr);
        if (left) {
          emit(ShldCl, 8, {MOperand::usedef(h), MOperand::use(l)});
          emit(ShlCl, 8, {MOperand::usedef(l)});
        } else {
          emit(ShrdCl, 8, {MOperand::usedef(l), MOperand::use(h)});
          emit(arith ? SarCl : ShrCl, 8, {MOperand::usedef(h)});
        }
      }
      copy(dlo, l, RegClass::Gpr);
      copy(dhi, h, RegClass::Gpr);
      return;
    }
    Reg cnt = use_reg(i.operand(1), IrType::I64);
    Reg fill = new_gpr();
    if (arith) {
      copy(fill, h, RegClass::Gpr);
      emit(Sar, 8, {MOperand::usedef(fill), MOperand::make_imm(63)});
    } else {
      mov_imm(fill, 0, 8);
    }
    copy(RCX, cnt, RegClass::Gpr);
    if (left) {
      emit(ShldCl, 8, {MOperand::usedef(h), MOperand::use(l)});
      emit(ShlCl, 8, {MOperand::usedef(l)});
      emit(Test, 1, {MOperand::use(RCX), MOperand::make_imm(64)});
      emit(Cmov, 8, {MOperand::usedef(h), MOperand::use(l)}).cond = CNE;
      emit(Cmov, 8, {MOperand::usedef(l), MOperand::use(fill)}).cond = CNE;
    } else {
      emit(ShrdCl, 8, {MOperand::usedef(l), MOperand::use(h)});
      emit(arith ? SarCl : ShrCl, 8, {MOperand::usedef(h)});
      emit(Test, 1, {MOperand::use(RCX), MOperand::make_imm(64)});
      emit(Cmov, 8, {MOperand::usedef(l), MOperand::use(h)}).cond = CNE;
      emit(Cmov, 8, {MOperand::usedef(h), MOperand::use(fill)}).cond = CNE;
    }
    copy(dlo, l, RegClass::Gpr);
    copy(dhi, h, RegClass::Gpr);
    return;
  }
  }
}

Cond ISel::emit_compare_i128(IrCmpOp op, const Operand& a0, const Operand& b0) {
  const Operand* a = &a0;
  const Operand* b = &b0;
  if (op == IrCmpOp::Eq || op == IrCmpOp::Ne) {
    Reg alo, ahi, blo, bhi;
    use_pair(*a, alo, ahi);
    use_pair(*b, blo, bhi);
    Reg l = new_gpr(), h = new_gpr();
    copy(l, alo, RegClass::Gpr);
    copy(h, ahi, RegClass::Gpr);
    emit(Xor, 8, {MOperand::usedef(l), MOperand::use(blo)});
    emit(Xor, 8, {MOperand::usedef(h), MOperand::use(bhi)});
    emit(Or, 8, {MOperand::usedef(l), MOperand::use(h)});
    return op == IrCmpOp::Eq ? CE : CNE;
  }
  // a - b with borrow; a > b is b < a.
  bool swap = op == IrCmpOp::Sgt || op == IrCmpOp::Sle || op == IrCmpOp::Ugt || op == IrCmpOp::Ule;
  if (swap) std::swap(a, b);
  Reg alo, ahi, blo, bhi;
  use_pair(*a, alo, ahi);
  use_pair(*b, blo, bhi);
  Reg h = new_gpr();
  copy(h, ahi, RegClass::Gpr);
  emit(Cmp, 8, {MOperand::use(alo), MOperand::use(blo)});
  emit(Sbb, 8, {MOperand::usedef(h), MOperand::use(bhi)});
  switch (op) {
  case IrCmpOp::Slt: case IrCmpOp::Sgt: return CL;
  case IrCmpOp::Sge: case IrCmpOp::Sle: return CGE;
  case IrCmpOp::Ult: case IrCmpOp::Ugt: return CB;
  default: return CAE;
  }
}

void ISel::select_i128_cast(const Instruction& i) {
  IrType from = i.ty, to = i.ty2;
  bool from_pair = from == IrType::I128 || from == IrType::U128;
  bool to_pair = to == IrType::I128 || to == IrType::U128;
  if (from_pair && to_pair) {
    Reg lo, hi;
    use_pair(i.operand(0), lo, hi);
    copy(reg_of_value(i.dest), lo, RegClass::Gpr);
    copy(hi_of_value(i.dest), hi, RegClass::Gpr);
    return;
  }
  if (to_pair) {
    Reg dlo = reg_of_value(i.dest), dhi = hi_of_value(i.dest);
    if (from == IrType::F32 || from == IrType::F64) {
      Reg a = use_reg(i.operand(0), from);
      bool u = to == IrType::U128;
      const char* fn = from == IrType::F32 ? (u ? "__fixunssfti" : "__fixsfti") : (u ? "__fixunsdfti" : "__fixdfti");
      helper_call(sym(fn), {{XMM0, a}});
      copy(dlo, RAX, RegClass::Gpr);
      copy(dhi, RDX, RegClass::Gpr);
      return;
    }
    if (auto c = const_int(i.operand(0))) {
      IrConst k = i.operand(0).constant().coerce_to_with_src(to, from);
      i128 v = k.i128_value();
      mov_imm(dlo, i64(u64(v)), 8);
      mov_imm(dhi, i64(u64(u128(v) >> 64)), 8);
      return;
    }
    Reg a = use_reg(i.operand(0), from);
    Reg l = new_gpr();
    extend(l, a, from, 8);
    copy(dlo, l, RegClass::Gpr);
    if (is_signed_int(from)) {
      copy(dhi, l, RegClass::Gpr);
      emit(Sar, 8, {MOperand::usedef(dhi), MOperand::make_imm(63)});
    } else {
      mov_imm(dhi, 0, 8);
    }
    return;
  }
  // From a pair.
  Reg lo, hi;
  if (const Instruction* d = i.operand(0).is_value() && folded_[i.operand(0).value().id] ? def_of(i.operand(0).value()) : nullptr;
      d && d->op == Opcode::BinOp) {
    use_pair(d->operand(0), lo, hi); // (x >> 64), truncated: x's high register
    copy(reg_of_value(i.dest), hi, RegClass::Gpr);
    return;
  }
  use_pair(i.operand(0), lo, hi);
  if (to == IrType::F32 || to == IrType::F64) {
    bool u = from == IrType::U128;
    const char* fn = to == IrType::F32 ? (u ? "__floatuntisf" : "__floattisf") : (u ? "__floatuntidf" : "__floattidf");
    helper_call(sym(fn), {{RDI, lo}, {RSI, hi}});
    copy(reg_of_value(i.dest), XMM0, RegClass::Xmm);
    return;
  }
  copy(reg_of_value(i.dest), lo, RegClass::Gpr);
}

} // namespace ilcc::x86_64
