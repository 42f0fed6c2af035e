// complex.cpp — _Complex arithmetic and GNU vector operations.
//
// A complex value is a pair of scalars. Addition and subtraction are component-wise;
// floating multiplication and division call libgcc's __mul?c3/__div?c3, which implement
// C17 Annex G (infinities and NaNs), as gcc does at -O0; integer complex values (GNU) use
// the textbook formulas. A vector without an IR vector type (vector.cpp) lives in memory;
// its operations are done element by element into a temporary (comparisons give -1 or 0
// per element, as GNU C).
#include "lower/internal.h"

#include "support/diagnostics.h"

namespace ilcc::lower {

Val FunctionLowering::load_complex(Operand addr, QualType t, bool is_volatile) {
  QualType et = sema::unatomic(t)->base;
  IrType it = ir_type(et);
  Operand re = load(it, addr, is_volatile);
  Operand im = load(it, gep(addr, i64(et->size)), is_volatile);
  return Val::complex(re, im, it);
}

void FunctionLowering::store_complex(Operand addr, QualType t, Val v, bool is_volatile) {
  QualType et = sema::unatomic(t)->base;
  IrType it = ir_type(et);
  store(it, v.v, addr, is_volatile);
  store(it, v.im, gep(addr, i64(et->size)), is_volatile);
}

namespace {
// libgcc's complex multiply/divide for an element type.
const char* complex_helper(IrType t, bool div) {
  switch (t) {
  case IrType::F32: return div ? "__divsc3" : "__mulsc3";
  case IrType::F64: return div ? "__divdc3" : "__muldc3";
  default: return div ? "__divxc3" : "__mulxc3";
  }
}
} // namespace

Val FunctionLowering::complex_binary(Operator o, Val a, Val b, QualType t) {
  IrType it = ir_type(t->base);
  if (is_f128(t->base)) {
    s.error(cur_loc_, "arithmetic on _Complex _Float128 is not supported");
    return a;
  }
  if (a.kind != Val::Complex) a = Val::complex(a.v, Operand(IrConst::zero(it)), it);
  if (b.kind != Val::Complex) b = Val::complex(b.v, Operand(IrConst::zero(it)), it);
  switch (o) {
  case Operator::Add:
  case Operator::Sub: {
    IrBinOp op = o == Operator::Add ? IrBinOp::Add : IrBinOp::Sub;
    return Val::complex(binop(op, it, a.v, b.v), binop(op, it, a.im, b.im), it);
  }
  case Operator::Mul:
  case Operator::Div: {
    if (!is_float(it)) {
      // (a+bi)(c+di) = (ac-bd) + (ad+bc)i;  (a+bi)/(c+di) = ((ac+bd) + (bc-ad)i) / (c²+d²)
      bool sign = is_signed_int(it);
      Operand ac = binop(IrBinOp::Mul, it, a.v, b.v), bd = binop(IrBinOp::Mul, it, a.im, b.im);
      Operand ad = binop(IrBinOp::Mul, it, a.v, b.im), bc = binop(IrBinOp::Mul, it, a.im, b.v);
      if (o == Operator::Mul) return Val::complex(binop(IrBinOp::Sub, it, ac, bd), binop(IrBinOp::Add, it, ad, bc), it);
      Operand den = binop(IrBinOp::Add, it, binop(IrBinOp::Mul, it, b.v, b.v), binop(IrBinOp::Mul, it, b.im, b.im));
      IrBinOp d = sign ? IrBinOp::SDiv : IrBinOp::UDiv;
      return Val::complex(binop(d, it, binop(IrBinOp::Add, it, ac, bd), den), binop(d, it, binop(IrBinOp::Sub, it, bc, ad), den), it);
    }
    const char* name = complex_helper(it, o == Operator::Div);
    IrType ret = it == IrType::F32 ? IrType::I64 : it == IrType::F64 ? IrType::I128 : IrType::F128;
    static const EightbyteClass c1[] = {EightbyteClass::Sse};
    static const EightbyteClass c2[] = {EightbyteClass::Sse, EightbyteClass::Sse};
    std::span<const EightbyteClass> classes;
    if (it == IrType::F32) classes = c1;
    else if (it == IrType::F64) classes = c2;
    Value dest = new_value();
    Operand ops[4] = {a.v, a.im, b.v, b.im};
    IrType types[4] = {it, it, it, it};
    emit_library_call(Symbol::intern(name), dest, ret, ops, types, classes);
    if (ret == IrType::F128) {
      Value im = new_value();
      emit(make_inst(fn.arena, Opcode::GetReturnF128Second, im, IrType::F128, {}));
      return Val::complex(dest, im, it);
    }
    Operand tmp = temp(t);
    store(ret, dest, tmp);
    return load_complex(tmp, t);
  }
  default: break;
  }
  s.error(cur_loc_, format("operator '%s' on complex values is not supported", enum_name(o)));
  return a;
}

Val FunctionLowering::complex_unary(Operator o, Val a, QualType t) {
  IrType it = ir_type(t->base);
  if (is_f128(t->base)) {
    s.error(cur_loc_, "arithmetic on _Complex _Float128 is not supported");
    return a;
  }
  if (o == Operator::Neg) return Val::complex(unop(IrUnaryOp::Neg, it, a.v), unop(IrUnaryOp::Neg, it, a.im), it);
  return Val::complex(a.v, unop(IrUnaryOp::Neg, it, a.im), it); // ~z: the conjugate (GNU)
}

Val FunctionLowering::vector_binary(Operator o, Val a, Val b, QualType t, QualType result) {
  if (is_reg_vector(t)) return reg_vector_binary(o, a, b, t, result);
  QualType et = t->base;
  IrType it = ir_type(et);
  QualType rt = result->kind == TypeKind::Vector ? result->base : et;
  IrType rit = ir_type(rt);
  Operand pa = materialize(a, t).v, pb = materialize(b, t).v;
  Operand out = temp(result);
  bool sign = sema::is_floating(et) || sema::is_signed_integer(et);
  for (u32 i = 0; i < t->lanes; ++i) {
    i64 off = i64(i * et->size);
    Operand x = load(it, gep(pa, off)), y = load(it, gep(pb, off));
    Operand r;
    switch (o) {
    case Operator::Eq: case Operator::Ne: case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge: {
      IrCmpOp c = o == Operator::Eq ? IrCmpOp::Eq : o == Operator::Ne ? IrCmpOp::Ne
                  : o == Operator::Lt ? (sign ? IrCmpOp::Slt : IrCmpOp::Ult) : o == Operator::Le ? (sign ? IrCmpOp::Sle : IrCmpOp::Ule)
                  : o == Operator::Gt ? (sign ? IrCmpOp::Sgt : IrCmpOp::Ugt) : (sign ? IrCmpOp::Sge : IrCmpOp::Uge);
      Operand bit = cmp(c, it, x, y);
      r = unop(IrUnaryOp::Neg, rit, convert(bit, IrType::I8, rit)); // true: -1
      store(rit, r, gep(out, i64(i * rt->size)));
      continue;
    }
    default: r = binop(arith_op(o, et), it, x, y); break;
    }
    store(it, r, gep(out, off));
  }
  return Val::addr(out);
}

Val FunctionLowering::vector_unary(Operator o, Val a, QualType t) {
  if (is_reg_vector(t)) return reg_vector_unary(o, a, t);
  QualType et = t->base;
  IrType it = ir_type(et);
  Operand pa = materialize(a, t).v;
  Operand out = temp(t);
  for (u32 i = 0; i < t->lanes; ++i) {
    i64 off = i64(i * et->size);
    Operand x = load(it, gep(pa, off));
    store(it, unop(o == Operator::Neg ? IrUnaryOp::Neg : IrUnaryOp::Not, it, x), gep(out, off));
  }
  return Val::addr(out);
}

} // namespace ilcc::lower
