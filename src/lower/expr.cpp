// expr.cpp — expressions (C17 6.5): values, lvalues, conditions, conversions.
//
// gen() yields a Val: a scalar operand, a (real, imaginary) pair for _Complex, or the
// address of an aggregate (struct, union, array, vector). An lvalue expression used for
// its value is loaded where it is evaluated; the IL marks lvalues, and sema inserted every
// conversion, so each operator reads its operand types from the IL and never re-derives
// C's rules. gen_cond() lowers truth tests straight into branches (&&, ||, ! and the
// comparisons without materializing 0/1).
#include "lower/internal.h"

#include "sema/builtins.h"
#include "support/diagnostics.h"

#include <cmath>
#include <cstring>

namespace ilcc::lower {

namespace {
IrConst float_const(long double v, IrType t) {
  switch (t) {
  case IrType::F32: return IrConst::float32(float(v));
  case IrType::F64: return IrConst::float64(double(v));
  default: return IrConst::long_double_from_x87(v);
  }
}

bool is_lvalue(const Expr* e) { return e->eflags & ExprFlag::Lvalue; }
} // namespace

Operand FunctionLowering::gen_scalar(Expr* e, IrType* t) {
  Val v = gen(e);
  if (t) *t = v.kind == Val::Scalar ? v.ty : IrType::Ptr;
  if (v.kind == Val::Complex) return v.v; // (callers asked for a scalar: the real part)
  return v.v;
}

void FunctionLowering::gen_discard(Expr* e) {
  if (!e) return;
  if (e->kind == ExprKind::Operation && e->op == Operator::Cast && sema::is_void(e->type)) {
    gen_discard(e->operands);
    return;
  }
  if (e->kind == ExprKind::Operation && e->op == Operator::Comma) {
    gen_discard(e->operands);
    gen_discard(e->operands->next);
    return;
  }
  // Volatile lvalues are read even when the value is unused (C17 5.1.2.3p6).
  if (is_lvalue(e) && !e->type.is_volatile()) {
    if (e->kind == ExprKind::Variable) return;
    gen_lvalue(e);
    return;
  }
  gen(e);
}

Operand FunctionLowering::element_address(const LValue& lv) {
  if (lv.vec_index.is_none()) return lv.addr;
  Operand i = convert(lv.vec_index, IrType::I32, IrType::I64);
  return gep(lv.vec_addr, binop(IrBinOp::Mul, IrType::I64, i, Operand(IrConst::int64(i64(lv.vec_type->base->size)))));
}

Val FunctionLowering::load_lvalue(const LValue& lv) {
  if (lv.bitfield) return load_bitfield(lv);
  if (!lv.vec_index.is_none()) { // an element of a register vector: the vector's, extracted
    IrType vt = ir_type(lv.vec_type);
    Operand x = vector_extract(load(vt, lv.vec_addr), vt, lv.vec_index, ir_type(lv.type));
    return Val::scalar(x, ir_type(lv.type));
  }
  QualType t = lv.type;
  if (sema::is_atomic(t) && is_ir_scalar(t)) {
    IrType it = ir_type(t);
    Instruction i = make_inst(fn.arena, Opcode::AtomicLoad, new_value(), it, {lv.addr});
    i.sub = u8(AtomicOrdering::SeqCst);
    return Val::scalar(emit(i), it);
  }
  t = sema::unatomic(t);
  if (is_ir_scalar(t)) return Val::scalar(load(ir_type(t), lv.addr, lv.is_volatile || t.is_volatile()), ir_type(t));
  if (sema::is_complex(t)) return load_complex(lv.addr, t, lv.is_volatile || t.is_volatile());
  return Val::addr(lv.addr);
}

LValue FunctionLowering::gen_lvalue(Expr* e) {
  LValue lv;
  lv.type = e->type;
  lv.is_volatile = e->type.is_volatile();
  cur_loc_ = e->loc ? e->loc : cur_loc_;
  switch (e->kind) {
  case ExprKind::Variable:
    if (e->var->vflags & VarFlag::StaticLocal) define_static_local(e->var);
    lv.addr = variable_address(e->var);
    return lv;
  case ExprKind::Routine: {
    s.declare_function(e->routine);
    if (e->routine->rflags & RoutineFlag::Nested) lv.addr = nested_function_pointer(e->routine);
    else lv.addr = global_addr(s.symbol_of(e->routine));
    return lv;
  }
  case ExprKind::Constant:
    if (e->constant->kind == ConstantKind::String) {
      lv.addr = global_addr(s.string_symbol(e->constant));
      return lv;
    }
    break;
  case ExprKind::CompoundLiteral: lv.addr = gen_compound_literal(e).v; return lv;
  case ExprKind::Operation:
    switch (e->op) {
    case Operator::Deref: {
      u8 kind = access_kind_;
      bool address_only = address_only_;
      access_kind_ = 0, address_only_ = false; // for this access only, not its operands'
      lv.addr = (s.opts.ubsan.checks & UBSAN_Bounds) ? checked_subscript(e->operands, address_only) : gen_scalar(e->operands);
      if (!address_only) check_pointer(lv.addr, e->type, kind);
      return lv;
    }
    case Operator::Member: {
      Field* f = e->field;
      Expr* base = e->operands;
      if (base->kind == ExprKind::Operation && base->op == Operator::Deref) access_kind_ = 3, address_only_ = false;
      Operand b = is_lvalue(base) ? gen_lvalue(base).addr : materialize(gen(base), base->type).v;
      lv.addr = gep(b, i64(f->offset));
      if (f->fflags & FieldFlag::Bitfield) lv.bitfield = f;
      lv.is_volatile |= base->type.is_volatile();
      return lv;
    }
    case Operator::Real:
    case Operator::Imag: {
      Expr* base = e->operands;
      Operand b = is_lvalue(base) ? gen_lvalue(base).addr : materialize(gen(base), base->type).v;
      lv.addr = e->op == Operator::Imag ? gep(b, i64(e->type->size)) : b;
      return lv;
    }
    case Operator::VectorElement: { // v[i] of a vector object
      Expr* base = e->operands;
      LValue bl = gen_lvalue(base);
      IrType nt;
      Operand i = gen_scalar(base->next, &nt);
      lv.is_volatile |= bl.is_volatile || base->type.is_volatile();
      if (is_reg_vector(base->type) && !lv.is_volatile) {
        lv.vec_addr = element_address(bl);
        lv.vec_index = convert(i, nt, IrType::I32);
        lv.vec_type = sema::unatomic(base->type);
        return lv;
      }
      Operand off = binop(IrBinOp::Mul, IrType::I64, convert(i, nt, IrType::I64), Operand(IrConst::int64(i64(e->type->size))));
      lv.addr = gep(element_address(bl), off);
      return lv;
    }
    default: break;
    }
    break;
  default: break;
  }
  // An rvalue aggregate (a call result, an assignment, a conditional): its temporary.
  Val v = gen(e);
  lv.addr = materialize(v, e->type).v;
  return lv;
}

// A value in memory: aggregates already are; complex and scalar values go to a temporary.
Val FunctionLowering::materialize(Val v, QualType t) {
  if (v.kind == Val::Addr) return v;
  Operand tmp = temp(t);
  if (v.kind == Val::Complex) store_complex(tmp, t, v);
  else if (v.kind == Val::Scalar) store(v.ty, v.v, tmp);
  return Val::addr(tmp);
}

Val FunctionLowering::gen(Expr* e) {
  if (e->loc) cur_loc_ = e->loc;
  switch (e->kind) {
  case ExprKind::Error:
    s.error(e->loc, "internal: an erroneous expression reached lowering");
    return Val::scalar(Operand(IrConst::int32(0)), IrType::I32);
  case ExprKind::Constant: {
    Constant* c = e->constant;
    QualType t = e->type;
    switch (c->kind) {
    case ConstantKind::Integer: {
      IrType it = ir_type(t);
      if (it == IrType::Void) it = IrType::I32;
      if (is_f128(t)) return Val::scalar(f128_constant((long double)i128(c->ivalue)), it);
      if (sema::is_real_floating(t)) return Val::scalar(Operand(float_const((long double)i128(c->ivalue), it)), it);
      return Val::scalar(Operand(IrConst::from_i128(i128(c->ivalue), it)), it);
    }
    case ConstantKind::Float: {
      IrType it = ir_type(t);
      if (is_f128(t)) return Val::scalar(f128_constant(c->fvalue), it);
      return Val::scalar(Operand(float_const(c->fvalue, it)), it);
    }
    case ConstantKind::Complex: {
      QualType et = t->base;
      IrType it = ir_type(et);
      if (is_f128(et)) return Val::complex(f128_constant(c->creal), f128_constant(c->cimag), it);
      if (sema::is_real_floating(et))
        return Val::complex(Operand(float_const(c->creal, it)), Operand(float_const(c->cimag, it)), it);
      return Val::complex(Operand(IrConst::from_i128(i128(c->creal), it)), Operand(IrConst::from_i128(i128(c->cimag), it)), it);
    }
    case ConstantKind::String: return Val::addr(global_addr(s.string_symbol(c)));
    case ConstantKind::Address: {
      Symbol sym;
      if (c->addr_var) {
        sym = s.symbol_of(c->addr_var);
        if (c->addr_var->vflags & (VarFlag::StaticLocal | VarFlag::CompoundLiteral)) define_static_local(c->addr_var);
        else s.declare_global(c->addr_var);
      }
      else if (c->addr_routine) sym = s.symbol_of(c->addr_routine), s.declare_function(c->addr_routine);
      else if (c->addr_string) sym = s.string_symbol(c->addr_string);
      Operand p = sym ? global_addr(sym) : Operand(IrConst::int64(0));
      if (c->addr_label) {
        Value d = new_value();
        Instruction i = make_inst(fn.arena, Opcode::LabelAddr, d, IrType::Ptr, {});
        i.aux = label_address(c->addr_label).id;
        p = emit(i);
      }
      p = gep(p, c->addr_offset);
      IrType it = ir_type(t);
      return Val::scalar(it == IrType::Ptr ? p : convert(p, IrType::Ptr, it), it);
    }
    default:
      s.error(e->loc, "constant of this kind in an expression is not supported");
      return Val::scalar(Operand(IrConst::int32(0)), IrType::I32);
    }
  }
  case ExprKind::Variable:
  case ExprKind::CompoundLiteral: {
    if (e->kind == ExprKind::CompoundLiteral) {
      // A register vector's literal is its value: no object in memory.
      Operand x;
      if (is_reg_vector(e->type) && !e->type.is_volatile() && !in_file_scope(e->literal) &&
          build_vector(e->literal->dyn_init, sema::unatomic(e->type), x))
        return Val::scalar(x, ir_type(e->type));
      Val a = gen_compound_literal(e);
      return load_lvalue(LValue::at(a.v, e->type, nullptr, e->type.is_volatile()));
    }
    return load_lvalue(gen_lvalue(e));
  }
  case ExprKind::Routine: return Val::scalar(gen_lvalue(e).addr, IrType::Ptr);
  case ExprKind::Label: {
    if (parent_ && e->label->lower_slot && !owned_.find(uintptr_t(e->label)))
      return Val::scalar(outer_label_address(e->label), IrType::Ptr);
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::LabelAddr, d, IrType::Ptr, {});
    i.aux = label_address(e->label).id;
    return Val::scalar(emit(i), IrType::Ptr);
  }
  case ExprKind::StmtExpr: return gen_stmt_expr(e);
  case ExprKind::Operation: return gen_operation(e);
  default:
    s.error(e->loc, "expression of this kind is not supported");
    return Val::scalar(Operand(IrConst::int32(0)), IrType::I32);
  }
}

Operand FunctionLowering::to_bool(Val v, QualType t) {
  t = sema::unatomic(t);
  if (is_f128(t) && v.kind == Val::Scalar) {
    std::optional<i128> bits = v.v.is_const() ? v.v.constant().to_i128() : std::nullopt;
    if (bits) return Operand(IrConst::int8((u128(*bits) << 1) != 0 ? 1 : 0)); // any bit but the sign
    return f128_to_bool(v.v);
  }
  if (v.kind == Val::Complex) {
    Operand z = Operand(IrConst::zero(v.ty));
    Operand a = cmp(IrCmpOp::Ne, v.ty, v.v, z);
    Operand b = cmp(IrCmpOp::Ne, v.ty, v.im, z);
    return binop(IrBinOp::Or, IrType::I8, a, b);
  }
  if (v.kind != Val::Scalar) return Operand(IrConst::int8(1));
  if (v.v.is_const()) return Operand(IrConst::int8(v.v.constant().is_nonzero() ? 1 : 0));
  return cmp(IrCmpOp::Ne, v.ty, v.v, Operand(IrConst::zero(v.ty)));
}

Operand FunctionLowering::gen_bool(Expr* e) { return to_bool(gen(e), e->type); }

static IrCmpOp compare_op(Operator o, bool sign) {
  switch (o) {
  case Operator::Eq: return IrCmpOp::Eq;
  case Operator::Ne: return IrCmpOp::Ne;
  case Operator::Lt: return sign ? IrCmpOp::Slt : IrCmpOp::Ult;
  case Operator::Le: return sign ? IrCmpOp::Sle : IrCmpOp::Ule;
  case Operator::Gt: return sign ? IrCmpOp::Sgt : IrCmpOp::Ugt;
  default: return sign ? IrCmpOp::Sge : IrCmpOp::Uge;
  }
}

void FunctionLowering::gen_cond(Expr* e, BlockId t, BlockId f) {
  if (e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::Integer) {
    br(e->constant->ivalue != 0 ? t : f);
    return;
  }
  if (e->kind == ExprKind::Operation) {
    switch (e->op) {
    case Operator::LogAnd: {
      BlockId mid = new_block();
      gen_cond(e->operands, mid, f);
      set_block(mid);
      gen_cond(e->operands->next, t, f);
      return;
    }
    case Operator::LogOr: {
      BlockId mid = new_block();
      gen_cond(e->operands, t, mid);
      set_block(mid);
      gen_cond(e->operands->next, t, f);
      return;
    }
    case Operator::LogNot: gen_cond(e->operands, f, t); return;
    case Operator::Comma:
      gen_discard(e->operands);
      gen_cond(e->operands->next, t, f);
      return;
    case Operator::Eq:
    case Operator::Ne:
    case Operator::Lt:
    case Operator::Le:
    case Operator::Gt:
    case Operator::Ge: {
      QualType ot = sema::unatomic(e->operands->type);
      if (!is_ir_scalar(ot) || is_f128(ot)) break;
      IrType it = ir_type(ot);
      bool sign = sema::is_floating(ot) || sema::is_signed_integer(ot);
      Operand x = gen_scalar(e->operands);
      IrType yt;
      Operand y = gen_scalar(e->operands->next, &yt);
      if (yt != it) y = convert(y, yt, it);
      condbr(cmp(compare_op(e->op, sign), it, x, y), t, f);
      return;
    }
    default: break;
    }
  }
  condbr(gen_bool(e), t, f);
}

IrBinOp FunctionLowering::arith_op(Operator o, QualType t) {
  bool sign = !sema::is_integer(t) || sema::is_signed_integer(t);
  switch (o) {
  case Operator::Add: case Operator::AddAssign: return IrBinOp::Add;
  case Operator::Sub: case Operator::SubAssign: return IrBinOp::Sub;
  case Operator::Mul: case Operator::MulAssign: return IrBinOp::Mul;
  case Operator::Div: case Operator::DivAssign: return sign ? IrBinOp::SDiv : IrBinOp::UDiv;
  case Operator::Rem: case Operator::RemAssign: return sign ? IrBinOp::SRem : IrBinOp::URem;
  case Operator::Shl: case Operator::ShlAssign: return IrBinOp::Shl;
  case Operator::Shr: case Operator::ShrAssign: return sign ? IrBinOp::AShr : IrBinOp::LShr;
  case Operator::BitAnd: case Operator::AndAssign: return IrBinOp::And;
  case Operator::BitOr: case Operator::OrAssign: return IrBinOp::Or;
  case Operator::BitXor: case Operator::XorAssign: return IrBinOp::Xor;
  default: ilcc_unreachable("arith_op: not an arithmetic operator");
  }
}

// p + n elements of p's pointee (n an i64).
Operand FunctionLowering::pointer_arith(Operand p, QualType ptr_type, Operand n, bool subtract) {
  QualType elem = sema::unatomic(ptr_type)->base;
  Operand size;
  if (sema::is_void(elem) || sema::is_function(elem)) size = Operand(IrConst::int64(1));
  else size = object_size(elem);
  Operand off;
  if (size.is_const() && n.is_const()) {
    off = Operand(IrConst::int64(*n.const_int() * *size.const_int()));
  } else if (size.is_const() && *size.const_int() == 1) {
    off = n;
  } else {
    off = binop(IrBinOp::Mul, IrType::I64, n, size);
  }
  if (subtract) {
    if (off.is_const()) off = Operand(IrConst::int64(-*off.const_int()));
    else off = unop(IrUnaryOp::Neg, IrType::I64, off);
  }
  return gep(p, off);
}

Val FunctionLowering::gen_operation(Expr* e) {
  Expr* a = e->operands;
  Expr* b = a ? a->next : nullptr;
  QualType t = e->type;
  switch (e->op) {
  case Operator::Deref:
  case Operator::Member:
  case Operator::Real:
  case Operator::Imag: {
    LValue lv = gen_lvalue(e);
    if (sema::is_function(e->type)) return Val::scalar(lv.addr, IrType::Ptr);
    return load_lvalue(lv);
  }
  case Operator::AddrOf:
  case Operator::ArrayToPointer:
  case Operator::FunctionToPointer: {
    address_only_ = true;
    LValue lv = gen_lvalue(a);
    address_only_ = false;
    return Val::scalar(element_address(lv), IrType::Ptr);
  }
  case Operator::Neg:
  case Operator::BitNot: {
    if (sema::is_complex(t)) return complex_unary(e->op, gen(a), t);
    if (sema::is_vector(t)) return vector_unary(e->op, gen(a), t);
    if (is_f128(t)) return Val::scalar(f128_neg(gen_scalar(a)), IrType::I128);
    IrType it = ir_type(t);
    Operand v = gen_scalar(a);
    at_operator(e);
    return Val::scalar(e->op == Operator::Neg ? negate(t, it, v) : unop(IrUnaryOp::Not, it, v), it);
  }
  case Operator::LogNot: {
    Operand z = to_bool(gen(a), a->type);
    Operand r = binop(IrBinOp::Xor, IrType::I8, z, Operand(IrConst::int8(1)));
    return Val::scalar(convert(r, IrType::I8, ir_type(t)), ir_type(t));
  }
  case Operator::PreInc:
  case Operator::PreDec:
  case Operator::PostInc:
  case Operator::PostDec: return gen_incdec(e);
  case Operator::Cast: return gen_cast(e);
  case Operator::VlaSizeof: {
    QualType ot = a->operand_type;
    evaluate_vla_sizes(ot);
    Operand n = object_size(ot);
    return Val::scalar(convert(n, IrType::I64, ir_type(t)), ir_type(t));
  }
  case Operator::Add:
  case Operator::Sub:
  case Operator::Mul:
  case Operator::Div:
  case Operator::Rem:
  case Operator::Shl:
  case Operator::Shr:
  case Operator::BitAnd:
  case Operator::BitOr:
  case Operator::BitXor: {
    if (sema::is_complex(t)) return complex_binary(e->op, gen(a), gen(b), t);
    if (sema::is_vector(t)) return vector_binary(e->op, gen(a), gen(b), t, t);
    if (is_f128(t)) {
      Operand x = gen_scalar(a);
      return Val::scalar(f128_binary(e->op, x, gen_scalar(b)), IrType::I128);
    }
    IrType it = ir_type(t);
    Operand x = gen_scalar(a);
    IrType bt;
    Operand y = gen_scalar(b, &bt);
    at_operator(e);
    if (e->op == Operator::Shl || e->op == Operator::Shr)
      return Val::scalar(shift(e->op, t, it, x, bt != it ? convert(y, bt, it) : y, sema::unatomic(b->type).unqualified(), bt, y), it);
    return Val::scalar(arith(e->op, t, it, x, y), it);
  }
  case Operator::PtrAdd:
  case Operator::PtrSub: {
    Operand p = gen_scalar(a);
    IrType nt;
    Operand n = gen_scalar(b, &nt);
    n = convert(n, nt, IrType::I64);
    return Val::scalar(pointer_arith(p, a->type, n, e->op == Operator::PtrSub), IrType::Ptr);
  }
  case Operator::PtrDiff: {
    Operand p = convert(gen_scalar(a), IrType::Ptr, IrType::I64);
    Operand q = convert(gen_scalar(b), IrType::Ptr, IrType::I64);
    Operand d = binop(IrBinOp::Sub, IrType::I64, p, q);
    QualType elem = sema::unatomic(a->type)->base;
    if (!sema::is_void(elem) && !sema::is_function(elem)) {
      Operand size = object_size(elem);
      if (!(size.is_const() && *size.const_int() == 1)) d = binop(IrBinOp::SDiv, IrType::I64, d, size);
    }
    return Val::scalar(convert(d, IrType::I64, ir_type(t)), ir_type(t));
  }
  case Operator::Eq:
  case Operator::Ne:
  case Operator::Lt:
  case Operator::Le:
  case Operator::Gt:
  case Operator::Ge: {
    QualType ot = sema::unatomic(a->type);
    if (sema::is_vector(ot)) return vector_binary(e->op, gen(a), gen(b), ot, t);
    if (sema::is_complex(ot)) {
      Val x = gen(a), y = gen(b);
      bool q = is_f128(ot->base);
      Operand re = q ? f128_compare(Operator::Eq, x.v, y.v) : cmp(IrCmpOp::Eq, x.ty, x.v, y.v);
      Operand im = q ? f128_compare(Operator::Eq, x.im, y.im) : cmp(IrCmpOp::Eq, x.ty, x.im, y.im);
      Operand r = binop(IrBinOp::And, IrType::I8, re, im);
      if (e->op == Operator::Ne) r = binop(IrBinOp::Xor, IrType::I8, r, Operand(IrConst::int8(1)));
      return Val::scalar(convert(r, IrType::I8, ir_type(t)), ir_type(t));
    }
    if (is_f128(ot)) {
      Operand x = gen_scalar(a);
      Operand r = f128_compare(e->op, x, gen_scalar(b));
      return Val::scalar(convert(r, IrType::I8, ir_type(t)), ir_type(t));
    }
    IrType it = ir_type(ot);
    bool sign = sema::is_floating(ot) || sema::is_signed_integer(ot);
    Operand x = gen_scalar(a);
    IrType yt;
    Operand y = gen_scalar(b, &yt);
    if (yt != it) y = convert(y, yt, it);
    Operand r = cmp(compare_op(e->op, sign), it, x, y);
    return Val::scalar(convert(r, IrType::I8, ir_type(t)), ir_type(t));
  }
  case Operator::LogAnd:
  case Operator::LogOr: return gen_logical(e);
  case Operator::Assign:
  case Operator::AddAssign:
  case Operator::SubAssign:
  case Operator::MulAssign:
  case Operator::DivAssign:
  case Operator::RemAssign:
  case Operator::ShlAssign:
  case Operator::ShrAssign:
  case Operator::AndAssign:
  case Operator::OrAssign:
  case Operator::XorAssign:
  case Operator::PtrAddAssign:
  case Operator::PtrSubAssign: return gen_assign(e);
  case Operator::Comma:
    gen_discard(a);
    return gen(b);
  case Operator::Conditional:
  case Operator::Elvis: return gen_conditional(e);
  case Operator::Call: return gen_call(e);
  case Operator::Builtin: return gen_builtin(e);
  case Operator::VaArg: return gen_va_arg(e);
  case Operator::VectorElement: {
    if (is_reg_vector(a->type)) {
      Operand x = vector_value(gen(a), a->type);
      IrType nt;
      Operand i = gen_scalar(b, &nt);
      IrType vt = ir_type(a->type);
      Operand r = vector_extract(x, vt, convert(i, nt, IrType::I32), ir_type(a->type->base));
      return Val::scalar(r, ir_type(a->type->base));
    }
    Val v = materialize(gen(a), a->type);
    IrType nt;
    Operand i = gen_scalar(b, &nt);
    QualType et = a->type->base;
    Operand p = gep(v.v, binop(IrBinOp::Mul, IrType::I64, convert(i, nt, IrType::I64), Operand(IrConst::int64(i64(et->size)))));
    return Val::scalar(load(ir_type(et), p), ir_type(et));
  }
  case Operator::Count: break;
  }
  s.error(e->loc, format("operator '%s' is not supported by lowering", enum_name(e->op)));
  return Val::scalar(Operand(IrConst::int32(0)), IrType::I32);
}

Val FunctionLowering::gen_cast(Expr* e) {
  Expr* a = e->operands;
  QualType to = e->type;
  if (sema::is_void(to)) {
    gen_discard(a);
    return Val{};
  }
  if (sema::is_record(to) && !sema::is_record(a->type)) {
    // GNU cast to union (and transparent-union arguments): the member at offset 0.
    Operand tmp = temp(to);
    memset_zero(tmp, to->size);
    store_val(tmp, a->type, gen(a));
    return Val::addr(tmp);
  }
  if (sema::is_atomic(a->type) && is_lvalue(a)) {
    // The value of an atomic object: an atomic load (C17 6.2.6.1p9, 6.3.2.1p2).
    return convert_val(load_lvalue(gen_lvalue(a)), sema::unatomic(a->type), to, e->loc);
  }
  if (sema::is_vector(to) && !sema::is_vector(a->type) && (e->eflags & ExprFlag::Implicit)) {
    // A scalar operand of a vector operation: every element gets its value.
    QualType et = to->base;
    Val v = convert_val(gen(a), a->type, et, e->loc);
    if (is_reg_vector(to)) return Val::scalar(vector_splat(v.v, ir_type(to)), ir_type(to));
    Operand tmp = temp(to);
    for (u32 i = 0; i < to->lanes; ++i) store(ir_type(et), v.v, gep(tmp, i64(i * et->size)));
    return Val::addr(tmp);
  }
  return convert_val(gen(a), a->type, to, e->loc);
}

Val FunctionLowering::convert_val(Val v, QualType from, QualType to, Loc l) {
  from = sema::unatomic(from).unqualified();
  to = sema::unatomic(to).unqualified();
  if (sema::is_void(to)) return Val{};
  // _Float128 (float128.cpp); a complex one has no conversions but to itself.
  bool cq_from = sema::is_complex(from) && is_f128(from->base), cq_to = sema::is_complex(to) && is_f128(to->base);
  if (cq_from || cq_to) return cq_from && cq_to ? v : f128_convert(v, from, to);
  if (sema::is_complex(from) && is_f128(to)) return f128_convert(Val::scalar(v.v, v.ty), from->base, to);
  if (sema::is_complex(to) && is_f128(from)) {
    Val re = f128_convert(v, from, to->base);
    return Val::complex(re.v, Operand(IrConst::zero(re.ty)), re.ty);
  }
  if ((is_f128(from) || is_f128(to)) && (sema::is_real(from) || is_f128(from)) && sema::is_real(to))
    return f128_convert(v, from, to);
  if (sema::is_complex(to)) {
    QualType et = to->base;
    IrType it = ir_type(et);
    if (sema::is_complex(from)) {
      IrType ft = ir_type(from->base);
      return Val::complex(convert(v.v, ft, it), convert(v.im, ft, it), it);
    }
    IrType ft = v.ty;
    if (sema::is_bool(from)) ft = IrType::U8;
    return Val::complex(convert(v.v, ft, it), Operand(IrConst::zero(it)), it);
  }
  if (sema::is_complex(from)) {
    if (sema::is_bool(to)) return Val::scalar(convert(to_bool(v, from), IrType::I8, IrType::U8), IrType::U8);
    Val re = Val::scalar(v.v, v.ty);
    return convert_val(re, from->base, to, l);
  }
  if ((is_reg_vector(to) || is_reg_vector(from)) && from->size == to->size && is_ir_scalar(to) && is_ir_scalar(from)) {
    // A vector cast keeps the bits: a register move (the IR's vector cast) where the
    // other side is a register vector or an integer or float of the same size.
    IrType ft = ir_type(from), tt = ir_type(to);
    Operand x = v.kind == Val::Scalar ? v.v : load(ft, v.v);
    if (ft == IrType::Ptr || tt == IrType::Ptr) { // through an integer of the same size
      x = convert(x, ft, ft == IrType::Ptr ? IrType::I64 : ft);
      Operand y = convert(x, ft == IrType::Ptr ? IrType::I64 : ft, tt == IrType::Ptr ? IrType::I64 : tt);
      return Val::scalar(tt == IrType::Ptr ? convert(y, IrType::I64, IrType::Ptr) : y, tt);
    }
    return Val::scalar(convert(x, ft, tt), tt);
  }
  if (sema::is_vector(to) || sema::is_vector(from) || sema::is_aggregate(to)) {
    // Same-size reinterpretation through memory.
    Val m = materialize(v, from);
    if (is_ir_scalar(to)) return Val::scalar(load(ir_type(to), m.v), ir_type(to));
    if (to->size > from->size) {
      // A narrower scalar reinterpreted as a vector: copy into a zeroed temporary.
      Operand tmp = temp(to);
      memset_zero(tmp, to->size);
      memcpy_(tmp, m.v, from->size);
      return Val::addr(tmp);
    }
    return m;
  }
  if (!is_ir_scalar(to)) return v;
  IrType ft = v.kind == Val::Scalar ? v.ty : IrType::Ptr;
  IrType tt = ir_type(to);
  if (sema::is_bool(to)) {
    if (sema::is_bool(from)) return v;
    return Val::scalar(convert(to_bool(v, from), IrType::I8, IrType::U8), IrType::U8);
  }
  if (ft == IrType::Ptr && is_int(tt) && type_size(tt) != 8) {
    Operand i = convert(v.v, IrType::Ptr, IrType::I64);
    return Val::scalar(convert(i, IrType::I64, tt), tt);
  }
  if (tt == IrType::Ptr && is_int(ft) && type_size(ft) != 8) {
    Operand i = convert(v.v, ft, is_signed_int(ft) ? IrType::I64 : IrType::U64);
    return Val::scalar(convert(i, is_signed_int(ft) ? IrType::I64 : IrType::U64, IrType::Ptr), IrType::Ptr);
  }
  (void)l;
  return Val::scalar(convert(v.v, ft, tt), tt);
}

Val FunctionLowering::gen_logical(Expr* e) {
  Operand slot = alloca_slot(1, 1);
  BlockId t = new_block(), f = new_block(), end = new_block();
  gen_cond(e, t, f);
  set_block(t);
  store(IrType::I8, Operand(IrConst::int8(1)), slot);
  br(end);
  set_block(f);
  store(IrType::I8, Operand(IrConst::int8(0)), slot);
  br(end);
  set_block(end);
  Operand r = load(IrType::I8, slot);
  return Val::scalar(convert(r, IrType::I8, ir_type(e->type)), ir_type(e->type));
}

Val FunctionLowering::gen_conditional(Expr* e) {
  Expr* c = e->operands;
  bool elvis = e->op == Operator::Elvis;
  Expr* a = elvis ? nullptr : c->next;
  Expr* b = elvis ? c->next : c->next->next;
  QualType t = e->type;
  BlockId tb = new_block(), fb = new_block(), end = new_block();
  bool is_void = sema::is_void(t);
  bool aggregate = !is_void && !is_ir_scalar(t);
  Operand slot;
  if (!is_void) slot = aggregate ? temp(t) : alloca_slot(t->size, t->align);
  if (elvis) {
    // a ?: b — the condition's value is the result when true (evaluated once).
    Val cv = gen(c);
    Operand truth = to_bool(cv, c->type);
    condbr(truth, tb, fb);
    set_block(tb);
    if (!is_void) store_val(slot, t, convert_val(cv, c->type, t, e->loc));
  } else {
    gen_cond(c, tb, fb);
    set_block(tb);
    if (is_void) gen_discard(a);
    else store_val(slot, t, gen(a));
  }
  br(end);
  set_block(fb);
  if (is_void) gen_discard(b);
  else store_val(slot, t, gen(b));
  br(end);
  set_block(end);
  if (is_void) return Val{};
  if (aggregate) return sema::is_complex(t) ? load_complex(slot, t) : Val::addr(slot);
  return Val::scalar(load(ir_type(t), slot), ir_type(t));
}

// ({ ... }): the block's statements, then the value of the last expression statement.
Val FunctionLowering::gen_stmt_expr(Expr* e) {
  Statement* block = e->stmt;
  Statement* last = nullptr;
  for (Statement* st = block->block->statements; st; st = st->next) last = st;
  u32 outer = scope_;
  cleanups_.emplace_back();
  u32 depth = u32(cleanups_.size()) - 1;
  cleanups_.back().scope = open_scope(true);
  u32 scope = cleanups_.back().scope;
  collect_nested(block->block->block_scope);
  u32 debug_saved = debug_enter(block->block->block_scope);
  Val result;
  for (Statement* st = block->block->statements; st; st = st->next) {
    if (st == last && st->kind == StatementKind::Expr && !sema::is_void(e->type)) {
      cur_loc_ = st->loc;
      result = gen(st->expr);
      if (result.kind == Val::Addr) {
        // Copy out of objects that die with the block, into a temporary of the
        // expression around it.
        scope_ = outer;
        Operand tmp = temp(e->type);
        scope_ = scope;
        memcpy_(tmp, result.v, e->type->size);
        result = Val::addr(tmp);
      }
    } else {
      stmt(st);
    }
  }
  if (!terminated()) run_cleanups(depth);
  cleanups_.pop_back();
  pop_scope(scope);
  debug_leave(debug_saved);
  if (sema::is_void(e->type) || result.kind == Val::None) return result;
  return result;
}

Val FunctionLowering::gen_compound_literal(Expr* e) {
  Variable* v = e->literal;
  if (in_file_scope(v)) {
    define_static_local(v);
    return Val::addr(global_addr(s.symbol_of(v)));
  }
  if (!v->lower_slot) {
    allocate_local(v);
    // It lives in the enclosing block (C17 6.5.2.5p5).
    Operand slot = var_slots_[slot_index(v->lower_slot)];
    if (slot.is_value() && !sema::has_variable_size(v->type)) scope_object(slot.value(), true);
  }
  Operand addr = var_slots_[slot_index(v->lower_slot)];
  init_variable(v, addr); // each evaluation initializes the object anew (C17 6.5.2.5p16)
  return Val::addr(addr);
}

Val FunctionLowering::gen_va_arg(Expr* e) {
  Operand ap = gen_scalar(e->operands);
  QualType t = e->type;
  if (is_ir_scalar(t) && !is_f128(t) && !sema::is_vector(t)) {
    IrType it = ir_type(t);
    Value d = new_value();
    emit(make_inst(fn.arena, Opcode::VaArg, d, it, {ap}));
    return Val::scalar(d, it);
  }
  AbiInfo a = abi_info(t);
  Operand tmp = temp(t);
  Instruction i = make_inst(fn.arena, Opcode::VaArgStruct, kNoValue, IrType::Ptr, {tmp, ap});
  i.imm = a.size;
  i.aux = std::max<u32>(t->align, 1);
  auto* classes = fn.arena.make<std::span<const EightbyteClass>>(fn.arena.copy(std::span<const EightbyteClass>(a.classes)));
  i.ext = classes;
  emit(i);
  if (sema::is_complex(t)) return load_complex(tmp, t);
  if (is_ir_scalar(t)) return Val::scalar(load(ir_type(t), tmp), ir_type(t)); // a _Float128 or a vector (by its classes)
  return Val::addr(tmp);
}

} // namespace ilcc::lower
