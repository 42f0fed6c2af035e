// assign.cpp — storing: assignment, compound assignment, ++/--, bit-fields, and the
// initialization of objects.
//
// A bit-field is read and written through the smallest power-of-two unit that covers its
// bits at Field::offset (a read-modify-write for stores); a signed bit-field is sign
// extended from its width. Compound assignment `a op= b` evaluates a's address once,
// converts a's value to the computation type sema chose (b's type; the promoted type of a
// for shifts), operates, converts back and stores (C17 6.5.16.2). The value of an
// assignment is the value stored, so a bit-field assignment yields the truncated value.
#include "lower/internal.h"

#include "support/diagnostics.h"

namespace ilcc::lower {

namespace {
IrType unsigned_of_size(u32 bytes) {
  switch (bytes) {
  case 1: return IrType::U8;
  case 2: return IrType::U16;
  case 4: return IrType::U32;
  case 8: return IrType::U64;
  default: return IrType::U128;
  }
}
u32 access_bytes(const Field* f) {
  u32 need = (u32(f->bit_offset) + f->bit_width + 7) / 8;
  u32 b = 1;
  while (b < need) b *= 2;
  return b;
}
} // namespace

Val FunctionLowering::load_bitfield(const LValue& lv) {
  Field* f = lv.bitfield;
  QualType ft = sema::unatomic(f->type);
  IrType rt = ir_type(ft);
  u32 bytes = access_bytes(f);
  IrType ut = unsigned_of_size(bytes);
  unsigned bits = bytes * 8;
  Operand raw = load(ut, lv.addr, lv.is_volatile);
  Operand v;
  if (sema::is_signed_integer(ft)) {
    // Sign-extended, also when the field fills its access unit (int f : 16 at an even byte).
    IrType st = to_signed(ut);
    Operand x = convert(raw, ut, st);
    if (f->bit_width < bits) {
      unsigned up = bits - f->bit_offset - f->bit_width;
      if (up) x = binop(IrBinOp::Shl, st, x, const_int(up, st));
      x = binop(IrBinOp::AShr, st, x, const_int(bits - f->bit_width, st));
    }
    v = convert(x, st, rt);
  } else {
    Operand x = raw;
    if (f->bit_offset) x = binop(IrBinOp::LShr, ut, x, const_int(f->bit_offset, ut));
    if (f->bit_width < bits) {
      u128 mask = (u128(1) << f->bit_width) - 1;
      x = binop(IrBinOp::And, ut, x, Operand(IrConst::from_i128(i128(mask), ut)));
    }
    v = convert(x, ut, rt);
  }
  return Val::scalar(v, rt);
}

void FunctionLowering::store_bitfield(const LValue& lv, Operand v, IrType t) {
  Field* f = lv.bitfield;
  u32 bytes = access_bytes(f);
  IrType ut = unsigned_of_size(bytes);
  unsigned bits = bytes * 8;
  Operand x = convert(v, t, ut);
  if (f->bit_width >= bits) {
    store(ut, x, lv.addr, lv.is_volatile);
    return;
  }
  u128 mask = ((u128(1) << f->bit_width) - 1) << f->bit_offset;
  Operand raw = load(ut, lv.addr, lv.is_volatile);
  Operand kept = binop(IrBinOp::And, ut, raw, Operand(IrConst::from_i128(i128(~mask), ut)));
  if (f->bit_offset) x = binop(IrBinOp::Shl, ut, x, const_int(f->bit_offset, ut));
  x = binop(IrBinOp::And, ut, x, Operand(IrConst::from_i128(i128(mask), ut)));
  store(ut, binop(IrBinOp::Or, ut, kept, x), lv.addr, lv.is_volatile);
}

// The value a bit-field holds after storing v: truncated to its width (and sign-extended).
static Val bitfield_value(FunctionLowering& fl, Field* f, Val v) {
  QualType ft = sema::unatomic(f->type);
  IrType rt = ir_type(ft);
  unsigned bits = type_size(rt) * 8;
  if (f->bit_width >= bits) return v;
  Operand x = fl.convert(v.v, v.ty, rt);
  if (sema::is_signed_integer(ft)) {
    x = fl.binop(IrBinOp::Shl, rt, x, fl.const_int(bits - f->bit_width, rt));
    x = fl.binop(IrBinOp::AShr, rt, x, fl.const_int(bits - f->bit_width, rt));
  } else {
    u128 mask = (u128(1) << f->bit_width) - 1;
    x = fl.binop(IrBinOp::And, rt, x, Operand(IrConst::from_i128(i128(mask), rt)));
  }
  return Val::scalar(x, rt);
}

void FunctionLowering::store_val(Operand addr, QualType t, Val v, bool is_volatile) {
  t = sema::unatomic(t);
  if (is_ir_scalar(t)) {
    IrType it = ir_type(t);
    Operand x = v.kind == Val::Scalar ? convert(v.v, v.ty, it) : v.kind == Val::Addr && sema::is_vector(t) ? load(it, v.v) : v.v;
    store(it, x, addr, is_volatile || t.is_volatile());
    return;
  }
  if (sema::is_complex(t)) {
    if (v.kind == Val::Complex) store_complex(addr, t, v, is_volatile);
    else if (v.kind == Val::Addr) memcpy_(addr, v.v, t->size);
    return;
  }
  if (v.kind == Val::Addr) {
    if (!(v.v == addr)) memcpy_(addr, v.v, t->size);
    return;
  }
  if (v.kind == Val::Scalar) store(v.ty, v.v, addr, is_volatile);
}

void FunctionLowering::store_lvalue(const LValue& lv, Val v) {
  if (lv.bitfield) {
    store_bitfield(lv, v.v, v.ty);
    return;
  }
  if (!lv.vec_index.is_none()) { // an element of a register vector: the whole vector rewritten
    IrType vt = ir_type(lv.vec_type);
    IrType et = ir_type(lv.type);
    Operand x = vector_intrinsic(IntrinsicOp::Insert, vt, IrType::Void, {load(vt, lv.vec_addr), convert(v.v, v.ty, et), lv.vec_index});
    store(vt, x, lv.vec_addr);
    return;
  }
  if (sema::is_atomic(lv.type) && is_ir_scalar(lv.type)) {
    IrType it = ir_type(lv.type);
    Instruction i = make_inst(fn.arena, Opcode::AtomicStore, kNoValue, it, {lv.addr, convert(v.v, v.ty, it)});
    i.sub = u8(AtomicOrdering::SeqCst);
    emit(i);
    return;
  }
  store_val(lv.addr, lv.type, v, lv.is_volatile);
}

Val FunctionLowering::gen_assign(Expr* e) {
  Expr* a = e->operands;
  Expr* b = a->next;
  QualType lt = sema::unatomic(a->type).unqualified();
  if (e->op == Operator::Assign) {
    Val v = gen(b);
    access_kind_ = 1; // a store (-fsanitize=null, alignment)
    LValue lv = gen_lvalue(a);
    access_kind_ = 0;
    if (v.kind == Val::Addr && !is_ir_scalar(lt) && !sema::is_complex(lt)) {
      memcpy_(lv.addr, v.v, lt->size);
      return Val::addr(lv.addr);
    }
    store_lvalue(lv, v);
    if (lv.bitfield) return bitfield_value(*this, lv.bitfield, v);
    return v;
  }
  // The address, then the right operand, then the old value (as gcc: `x |= f()` sees the
  // store f makes to x).
  LValue lv = gen_lvalue(a);
  Val r = gen(b);
  Val cur = load_lvalue(lv);
  Val result;
  if (e->op == Operator::PtrAddAssign || e->op == Operator::PtrSubAssign) {
    Operand n = convert(r.v, r.ty, IrType::I64);
    result = Val::scalar(pointer_arith(cur.v, lt, n, e->op == Operator::PtrSubAssign), IrType::Ptr);
  } else {
    bool shift = e->op == Operator::ShlAssign || e->op == Operator::ShrAssign;
    QualType ct = shift ? sema::promote(s.tt, lt) : sema::unatomic(b->type).unqualified();
    Operator base_op = e->op == Operator::AddAssign ? Operator::Add : e->op == Operator::SubAssign ? Operator::Sub
                       : e->op == Operator::MulAssign ? Operator::Mul : e->op == Operator::DivAssign ? Operator::Div
                       : e->op == Operator::RemAssign ? Operator::Rem : e->op == Operator::ShlAssign ? Operator::Shl
                       : e->op == Operator::ShrAssign ? Operator::Shr : e->op == Operator::AndAssign ? Operator::BitAnd
                       : e->op == Operator::OrAssign ? Operator::BitOr : Operator::BitXor;
    Val x = convert_val(cur, lt, ct, e->loc);
    Val y;
    if (sema::is_complex(ct)) {
      y = complex_binary(base_op, x, r, ct);
    } else if (sema::is_vector(ct)) {
      y = vector_binary(base_op, x, r, ct, ct);
    } else if (is_f128(ct)) {
      y = Val::scalar(f128_binary(base_op, x.v, r.v), IrType::I128);
    } else {
      IrType it = ir_type(ct);
      at_operator(e);
      if (shift)
        y = Val::scalar(this->shift(base_op, ct, it, x.v, r.ty != it ? convert(r.v, r.ty, it) : r.v, sema::unatomic(b->type).unqualified(), r.ty, r.v), it);
      else
        y = Val::scalar(arith(base_op, ct, it, x.v, r.v), it);
    }
    result = convert_val(y, ct, lt, e->loc);
  }
  if (result.kind == Val::Addr && !is_ir_scalar(lt) && !sema::is_complex(lt)) {
    memcpy_(lv.addr, result.v, lt->size);
    return Val::addr(lv.addr);
  }
  store_lvalue(lv, result);
  if (lv.bitfield) return bitfield_value(*this, lv.bitfield, result);
  return result;
}

Val FunctionLowering::gen_incdec(Expr* e) {
  Expr* a = e->operands;
  bool inc = e->op == Operator::PreInc || e->op == Operator::PostInc;
  bool post = e->op == Operator::PostInc || e->op == Operator::PostDec;
  QualType t = sema::unatomic(a->type).unqualified();
  LValue lv = gen_lvalue(a);
  Val cur = load_lvalue(lv);
  Val next;
  if (sema::is_pointer(t)) {
    next = Val::scalar(pointer_arith(cur.v, t, Operand(IrConst::int64(1)), !inc), IrType::Ptr);
  } else if (sema::is_bool(t)) {
    // ++ sets a _Bool to 1; -- gives !old (old - 1 converted to _Bool).
    next = inc ? Val::scalar(Operand(IrConst::int8(1)), IrType::U8)
               : Val::scalar(binop(IrBinOp::Xor, IrType::U8, cur.v, Operand(IrConst::int8(1))), IrType::U8);
  } else if (is_f128(t)) {
    next = Val::scalar(f128_binary(inc ? Operator::Add : Operator::Sub, cur.v, f128_constant(1)), IrType::I128);
  } else if (sema::is_complex(t)) {
    IrType et = cur.ty;
    Operand one = sema::is_real_floating(t->base) ? Operand(IrConst::from_i64(1, et)) : const_int(1, et);
    if (is_float(et)) one = Operand(et == IrType::F32 ? IrConst::float32(1) : et == IrType::F64 ? IrConst::float64(1) : IrConst::long_double(1));
    next = Val::complex(binop(inc ? IrBinOp::Add : IrBinOp::Sub, et, cur.v, one), cur.im, et);
  } else {
    IrType it = cur.ty;
    Operand one = is_float(it) ? Operand(it == IrType::F32 ? IrConst::float32(1) : it == IrType::F64 ? IrConst::float64(1) : IrConst::long_double(1))
                               : const_int(1, it);
    at_operator(e);
    next = Val::scalar(is_float(it) ? binop(inc ? IrBinOp::Add : IrBinOp::Sub, it, cur.v, one)
                                    : arith(inc ? Operator::Add : Operator::Sub, t, it, cur.v, one), it);
  }
  store_lvalue(lv, next);
  if (post) return cur;
  if (lv.bitfield) return bitfield_value(*this, lv.bitfield, next);
  return next;
}

void FunctionLowering::dynamic_init(DynamicInit* d, Operand base) {
  cur_loc_ = d->expr ? d->expr->loc : cur_loc_;
  Operand addr = gep(base, i64(d->offset));
  switch (d->init_kind) {
  case InitKind::Zero: {
    u64 size = d->type->size;
    if (size > 256) call_library("memset", IrType::Ptr, {{addr, IrType::Ptr}, {const_int(0, IrType::I32), IrType::I32}, {const_int(i64(size), IrType::U64), IrType::U64}});
    else memset_zero(addr, size);
    return;
  }
  case InitKind::Constant: {
    Constant* c = d->constant;
    if (c->kind == ConstantKind::String) {
      Operand src = global_addr(s.string_symbol(c));
      memcpy_(addr, src, std::min<u64>(c->length, d->type->size));
      return;
    }
    s.error(cur_loc_, "constant initializer of this kind is not supported");
    return;
  }
  case InitKind::Expr: {
    Val v = gen(d->expr);
    if (d->bit_width) {
      // A bit-field member: its Field is found again from the offset and bits.
      Field f{};
      f.offset = d->offset;
      f.bit_offset = d->bit_offset;
      f.bit_width = d->bit_width;
      f.type = d->type;
      f.fflags = FieldFlag::Bitfield;
      LValue lv = LValue::at(addr, d->type, &f);
      store_bitfield(lv, v.v, v.ty);
      return;
    }
    store_val(addr, d->type, v);
    return;
  }
  case InitKind::Count: break;
  }
}

void FunctionLowering::init_variable(Variable* v, Operand addr) {
  if (init_vector(v, addr)) return; // a register vector: built as a value, stored once
  for (DynamicInit* d = v->dyn_init; d; d = d->next) dynamic_init(d, addr);
}

// A static local (or a compound literal with static storage): its global, defined with
// its initializer, the first time the function refers to it, and with it the static
// locals and compound literals that initializer names, and so on. Label addresses in the
// initializers (`static void *t[] = {&&a, &&b}`) name this function's blocks.
void FunctionLowering::define_static_local(Variable* v) {
  if (s.static_queued.find(uintptr_t(v))) return;
  s.need_static(v);
  std::function<BlockId(Label*)> label_fn = [this](Label* l) {
    BlockId b = label_address(l);
    fn.global_init_label_blocks.push_back(b);
    return b;
  };
  s.define_queued_statics(routine, &label_fn);
}

} // namespace ilcc::lower
