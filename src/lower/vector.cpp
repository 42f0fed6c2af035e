// vector.cpp — GNU vectors as IR vector values (docs/simd.md), and the builtins of the x86
// intrinsics' headers.
//
// A vector type with an IR vector type (types.cpp: 8 and 16 bytes, 32 under AVX; integer
// or float/double elements) is a value: element-wise operators are single IR operations,
// subscripts extract, scalar operands splat, casts keep the bits, __builtin_shuffle and
// __builtin_shufflevector are the shuffle intrinsic, __builtin_convertvector convert_s or
// convert_u, and an initializer list builds the value with one store (so mem2reg keeps
// the variable in a register). Other vectors stay in memory (complex.cpp).
#include "lower/internal.h"

#include "sema/builtins.h"
#include "support/diagnostics.h"

#include <cstring>

namespace ilcc::lower {

Operand FunctionLowering::vector_value(Val v, QualType t) {
  if (v.kind == Val::Scalar) return v.v;
  return load(ir_type(t), v.v);
}

Operand FunctionLowering::vector_intrinsic(IntrinsicOp op, IrType ty, IrType ty2, std::initializer_list<Operand> args) {
  bool has_result = intrinsic_result_type(op, ty, ty2) != IrType::Void;
  Instruction i = make_inst(fn.arena, Opcode::Intrinsic, has_result ? new_value() : kNoValue, ty, args);
  i.sub = u8(op);
  i.ty2 = ty2;
  Value d = emit(i);
  return has_result ? Operand(d) : Operand();
}

namespace {
// A constant vector of type t with every element x (converted to t's element type).
IrConst splat_const(const IrConst& x, IrType t) {
  std::vector<u8> img;
  IrType e = elem_type(t);
  IrConst c = x.coerce_to(e);
  for (unsigned k = 0; k < vector_lanes(t); ++k) c.push_le_bytes_x86(img, type_size(e));
  return IrConst::vector(img.data(), unsigned(img.size()));
}
} // namespace

Operand FunctionLowering::vector_splat(Operand x, IrType t) {
  if (x.is_const()) return Operand(splat_const(x.constant(), t));
  return vector_intrinsic(IntrinsicOp::Splat, t, IrType::Void, {x});
}

Operand FunctionLowering::vector_extract(Operand v, IrType t, Operand i, IrType as) {
  Operand x = vector_intrinsic(IntrinsicOp::Extract, t, IrType::Void, {v, i});
  IrType e = elem_type(t);
  return as == e ? x : convert(x, e, as);
}

namespace {
IrCmpOp vector_compare_op(Operator o, bool sign) {
  switch (o) {
  case Operator::Eq: return IrCmpOp::Eq;
  case Operator::Ne: return IrCmpOp::Ne;
  case Operator::Lt: return sign ? IrCmpOp::Slt : IrCmpOp::Ult;
  case Operator::Le: return sign ? IrCmpOp::Sle : IrCmpOp::Ule;
  case Operator::Gt: return sign ? IrCmpOp::Sgt : IrCmpOp::Ugt;
  default: return sign ? IrCmpOp::Sge : IrCmpOp::Uge;
  }
}
} // namespace

Val FunctionLowering::reg_vector_binary(Operator o, Val a, Val b, QualType t, QualType result) {
  IrType it = ir_type(t);
  QualType et = t->base;
  Operand x = vector_value(a, t), y = vector_value(b, t);
  switch (o) {
  case Operator::Eq: case Operator::Ne: case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge: {
    // -1 or 0 per element, of the integer vector type of the same shape (GNU).
    bool sign = sema::is_floating(et) || sema::is_signed_integer(et);
    Operand r = cmp(vector_compare_op(o, sign), it, x, y);
    IrType rt = ir_type(result);
    if (rt != mask_type(it)) r = convert(r, mask_type(it), rt);
    return Val::scalar(r, rt);
  }
  default: break;
  }
  return Val::scalar(binop(arith_op(o, et), it, x, y), it);
}

Val FunctionLowering::reg_vector_unary(Operator o, Val a, QualType t) {
  IrType it = ir_type(t);
  return Val::scalar(unop(o == Operator::Neg ? IrUnaryOp::Neg : IrUnaryOp::Not, it, vector_value(a, t)), it);
}

// __builtin_shuffle(a, [b,] mask): element i of the result is element mask[i] (modulo the
// number of elements, of a and b side by side with two operands).
Val FunctionLowering::vector_shuffle(Val a, Val b, Val mask, QualType t, QualType mt, QualType result, bool two) {
  IrType it = ir_type(t), rt = ir_type(result), want = mask_type(rt);
  Operand x = vector_value(a, t), y = two ? vector_value(b, t) : x;
  Operand m = vector_value(mask, mt);
  IrType mit = ir_type(mt);
  unsigned n = vector_lanes(it);
  if (m.is_const()) {
    // Indices reduced here (one operand: modulo n), in the mask type the IR wants.
    IrConst c = m.constant();
    std::vector<u8> img;
    for (unsigned k = 0; k < vector_lanes(rt); ++k) {
      u64 v = u64(c.lane(elem_type(mit), k).to_i64().value_or(0)) % (two ? 2 * n : n);
      IrConst::from_i64(i64(v), elem_type(want)).push_le_bytes_x86(img, type_size(elem_type(want)));
    }
    m = Operand(IrConst::vector(img.data(), unsigned(img.size())));
  } else {
    bool sign = sema::is_signed_integer(mt->base);
    if (mit != want) m = vector_intrinsic(sign ? IntrinsicOp::ConvertS : IntrinsicOp::ConvertU, mit, want, {m});
    if (!two) m = binop(IrBinOp::And, want, m, Operand(splat_const(IrConst::int64(i64(n) - 1), want)));
  }
  return Val::scalar(vector_intrinsic(IntrinsicOp::Shuffle, it, rt, {x, y, m}), rt);
}

// __builtin_convertvector: element-wise C conversions. Integers convert by their own
// signedness; floats to integers by the destination's.
Val FunctionLowering::vector_convert(Val v, QualType from, QualType to) {
  IrType ft = ir_type(from), tt = ir_type(to);
  Operand x = vector_value(v, from);
  if (elem_type(ft) == elem_type(tt)) return Val::scalar(ft == tt ? x : convert(x, ft, tt), tt); // same bits
  bool sign = sema::is_integer(from->base) ? sema::is_signed_integer(from->base)
              : sema::is_integer(to->base) ? sema::is_signed_integer(to->base)
                                           : true;
  return Val::scalar(vector_intrinsic(sign ? IntrinsicOp::ConvertS : IntrinsicOp::ConvertU, ft, tt, {x}), tt);
}

// The value an initializer list gives a register vector (`v4si x = {a, b, 1, 2}`, a
// compound literal): the constant elements as one constant, the others inserted (all the
// same variable: a splat). False when the initializer has another shape.
bool FunctionLowering::build_vector(DynamicInit* inits, QualType t, Operand& out) {
  IrType it = ir_type(t);
  IrType et = elem_type(it);
  unsigned es = type_size(et), n = vector_lanes(it);
  // The whole value from one expression.
  if (inits && !inits->next && inits->init_kind == InitKind::Expr && inits->offset == 0 && inits->type->size == t->size &&
      sema::is_vector(inits->type)) {
    out = vector_value(gen(inits->expr), inits->type);
    return true;
  }
  std::vector<std::pair<unsigned, Expr*>> elems;
  for (DynamicInit* d = inits; d; d = d->next) {
    if (d->init_kind == InitKind::Zero) continue;
    if (d->init_kind != InitKind::Expr || d->bit_width || d->offset % es || d->type->size != es || d->offset >= t->size)
      return false;
    elems.push_back({unsigned(d->offset / es), d->expr});
  }
  // All elements one variable: a splat.
  Variable* same = nullptr;
  bool splat = elems.size() == n;
  for (auto& [k, e] : elems) {
    Expr* x = e;
    while (x->kind == ExprKind::Operation && x->op == Operator::Cast) x = x->operands;
    if (x->kind != ExprKind::Variable || x->type.is_volatile() || (same && x->var != same)) splat = false;
    else same = x->var;
  }
  if (splat) {
    out = vector_splat(convert_val(gen(elems[0].second), elems[0].second->type, t->base, cur_loc_).v, it);
    return true;
  }
  std::vector<u8> img(t->size, 0);
  std::vector<std::pair<unsigned, Operand>> vars;
  for (auto& [k, e] : elems) {
    Operand x = convert_val(gen(e), e->type, t->base, cur_loc_).v;
    if (x.is_const()) {
      std::vector<u8> b;
      x.constant().coerce_to(et).push_le_bytes_x86(b, es);
      std::memcpy(img.data() + k * es, b.data(), es);
    } else {
      vars.push_back({k, x});
    }
  }
  out = Operand(IrConst::vector(img.data(), unsigned(img.size())));
  for (auto& [k, x] : vars) out = vector_intrinsic(IntrinsicOp::Insert, it, IrType::Void, {out, x, Operand(IrConst::int32(i32(k)))});
  return true;
}

bool FunctionLowering::init_vector(Variable* v, Operand addr) {
  QualType t = sema::unatomic(v->type);
  if (!is_reg_vector(t) || t.is_volatile()) return false;
  Operand x;
  if (!build_vector(v->dyn_init, t, x)) return false;
  store(ir_type(t), x, addr);
  return true;
}

// A builtin of the x86 intrinsics' headers (sema/x86_builtins.def): its IR intrinsic,
// whose type is its first vector argument's (a masked load's: its result's) and whose
// second type, where it has one, its result's.
Val FunctionLowering::gen_x86_builtin(Expr* e, u32 id) {
  const sema::X86BuiltinInfo& info = sema::x86_builtin_info(sema::BuiltinId(id));
  IntrinsicOp op = info.intrinsic;
  std::vector<Expr*> a;
  for (Expr* x = e->operands; x; x = x->next) a.push_back(x);
  const IntrinsicInfo& ii = intrinsic_info(op);
  IrType ty = IrType::Void, ty2 = IrType::Void;
  QualType rt = sema::unatomic(e->type);
  if (is_polymorphic(op)) {
    if (op == IntrinsicOp::Maskload) ty = ir_type(rt);
    for (unsigned k = 0; k < a.size() && ty == IrType::Void; ++k)
      if (ii.args[k] == 'v') ty = ir_type(a[k]->type);
    if (uses_type2(op)) ty2 = ir_type(rt);
  }
  std::vector<Operand> ops;
  for (unsigned k = 0; k < a.size(); ++k) {
    IrType want = intrinsic_arg_type(op, k, ty, ty2);
    Val v = gen(a[k]);
    Operand x;
    if (is_vector(want)) {
      x = vector_value(v, a[k]->type);
      IrType have = ir_type(a[k]->type);
      if (have != want) x = convert(x, have, want); // a mask given as a float vector: its bits
    } else {
      x = convert(v.v, v.kind == Val::Scalar ? v.ty : IrType::Ptr, want);
    }
    ops.push_back(x);
  }
  bool has_result = intrinsic_result_type(op, ty, ty2) != IrType::Void;
  Instruction i = make_inst(fn.arena, Opcode::Intrinsic, has_result ? new_value() : kNoValue, ty, std::span<const Operand>(ops));
  i.sub = u8(op);
  i.ty2 = ty2;
  Value d = emit(i);
  if (!has_result || sema::is_void(rt)) return Val{};
  IrType have = intrinsic_result_type(op, ty, ty2), it = ir_type(rt);
  return Val::scalar(have == it ? Operand(d) : convert(d, have, it), it);
}

} // namespace ilcc::lower
