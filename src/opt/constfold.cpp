// constfold.cpp — constant folding through the operations' evaluation (ir/ops.h).
//
// An integer binop, unop, comparison or integer-to-integer cast whose operands are all
// constants becomes its value (`is_constant` of a constant is 1); a select on a constant condition, or between two equal
// operands, becomes that operand. The evaluation is the one the interpreter uses
// (eval_typed, normalize_int), so folding never changes what a program computes:
// division by zero and other operations without a value are left alone. Floating-point
// operations are not folded (the front end folds constant C expressions already), but
// a float constant converted to an integer in the integer type's range is. One
// sweep in layout order, where a folded value reaches the later uses at once: linear.
#include "opt/constfold.h"

#include "opt/value_fold.h"

#include <cmath>

namespace ilcc {

std::optional<i128> const_of(const Operand& o, IrType ty) {
  if (!o.is_const() || !is_int_or_ptr(ty)) return std::nullopt;
  IrConst c = o.constant();
  if (!c.is_int() && c.kind() != ConstKind::Zero) return std::nullopt;
  if (ty == IrType::Ptr) ty = IrType::I64;
  if (is_128(ty)) return normalize_int128(ty, c.i128_value());
  return normalize_int(ty, i64(c.i128_value()));
}

Operand int_operand(i128 v, IrType ty) {
  return is_128(ty) ? Operand(IrConst::from_i128(v, ty)) : Operand(IrConst::from_i64(i64(v), ty));
}

namespace {

// A float constant converted to an integer type (truncated toward zero), when the value
// is in the type's range; C leaves the conversion of anything else undefined, and what
// the hardware gives (the "integer indefinite" value) stays the run time's business.
std::optional<Operand> fold_float_to_int(const Operand& o, IrType to) {
  if (!o.is_const()) return std::nullopt;
  IrConst c = o.constant();
  std::optional<double> v = c.kind() == ConstKind::Zero ? std::optional<double>(0.0) : c.to_f64();
  if (!v || !(c.kind() == ConstKind::Zero || c.kind() == ConstKind::F32 || c.kind() == ConstKind::F64))
    return std::nullopt;
  double t = std::trunc(*v); // NaN fails both range tests below
  int w = int(type_size(to)) * 8;
  if (is_128(to)) return std::nullopt;
  if (is_signed_int(to)) {
    double lim = std::ldexp(1.0, w - 1);
    if (!(t >= -lim && t < lim)) return std::nullopt;
    return int_operand(normalize_int(to, i64(t)), to);
  }
  if (!(t >= 0 && t < std::ldexp(1.0, w))) return std::nullopt;
  return int_operand(normalize_int(to, i64(u64(t))), to);
}

} // namespace

std::optional<Operand> fold_operation(const Instruction& i, std::span<const Operand> ops) {
  IrType ty = i.ty;
  switch (i.op) {
  case Opcode::BinOp: {
    if (!is_int(ty)) return std::nullopt;
    std::optional<i128> a = const_of(ops[0], ty), b = const_of(ops[1], ty);
    if (!a || !b) return std::nullopt;
    if (is_128(ty)) {
      std::optional<i128> r = eval_typed128(i.binop(), ty, *a, *b);
      return r ? std::optional<Operand>(int_operand(*r, ty)) : std::nullopt;
    }
    std::optional<i64> r = eval_typed(i.binop(), ty, i64(*a), i64(*b));
    return r ? std::optional<Operand>(int_operand(*r, ty)) : std::nullopt;
  }
  case Opcode::UnaryOp: {
    if (!is_int(ty)) return std::nullopt;
    // __builtin_constant_p whose argument became a constant (is_constant.cpp decides the rest).
    if (i.unop() == IrUnaryOp::IsConstant)
      return ops[0].is_const() ? std::optional<Operand>(int_operand(1, ty)) : std::nullopt;
    std::optional<i128> a = const_of(ops[0], ty);
    if (!a) return std::nullopt;
    if (is_128(ty)) {
      std::optional<i128> r = eval_typed128(i.unop(), ty, *a);
      return r ? std::optional<Operand>(int_operand(*r, ty)) : std::nullopt;
    }
    std::optional<i64> r = eval_typed(i.unop(), ty, i64(*a));
    return r ? std::optional<Operand>(int_operand(*r, ty)) : std::nullopt;
  }
  case Opcode::Cmp: {
    std::optional<i128> a = const_of(ops[0], ty), b = const_of(ops[1], ty);
    if (!a || !b) return std::nullopt;
    IrCmpOp op = i.cmpop();
    bool r;
    if (is_128(ty)) {
      r = eval_i128(op, *a, *b);
    } else {
      // As the interpreter compares: each operand as the comparison's signedness sees it.
      IrType t = ty == IrType::Ptr ? IrType::I64 : ty;
      t = is_signed_cmp(op) ? to_signed(t) : is_unsigned_cmp(op) ? to_unsigned(t) : t;
      r = eval_i64(op, normalize_int(t, i64(*a)), normalize_int(t, i64(*b)));
    }
    return int_operand(r, IrType::I8);
  }
  case Opcode::Cast: {
    if ((ty == IrType::F32 || ty == IrType::F64) && is_int(i.ty2)) return fold_float_to_int(ops[0], i.ty2);
    if (!is_int(ty) || !is_int(i.ty2)) return std::nullopt;
    std::optional<i128> a = const_of(ops[0], ty);
    if (!a) return std::nullopt;
    if (!is_128(i.ty2)) return int_operand(normalize_int(i.ty2, i64(*a)), i.ty2);
    // const_of gives a 64-bit unsigned value's bits sign-extended; widening zero-extends it.
    if (is_unsigned_int(ty) && type_size(ty) == 8) a = i128(u64(*a));
    return int_operand(normalize_int128(i.ty2, *a), i.ty2);
  }
  case Opcode::Select: {
    if (ops[1] == ops[2]) return ops[1];
    const Operand& c = ops[0];
    if (!c.is_const()) return std::nullopt;
    std::optional<i128> v = const_of(c, IrType::I64);
    if (!v) return std::nullopt;
    return *v ? ops[1] : ops[2];
  }
  default: return std::nullopt;
  }
}

size_t fold_constants(IrFunction& f) {
  return fold_values(f, [](const Instruction& i) { return fold_operation(i, i.operands()); });
}

} // namespace ilcc
