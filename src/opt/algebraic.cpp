// algebraic.cpp — algebraic simplification of integer operations.
//
// For integer types only (floating point has signed zeros and NaNs, so x + 0.0 is not x):
//   - a constant left operand of a commutative operation moves to the right;
//   - x + 0, x - 0, x | 0, x ^ 0, x << 0, x >> 0, x * 1, x / 1, x & -1 are x;
//   - x * 0, x & 0, x % 1 are 0, and x | -1 is -1;
//   - x - x and x ^ x are 0, x & x and x | x are x;
//   - a comparison of a value with itself is true or false by the comparison;
//   - x * 2^k becomes x << k, x udiv 2^k becomes x lshr k, x urem 2^k becomes x & (2^k - 1)
//     (signed division rounds toward zero and needs a correction: divconst.cpp's job).
// One sweep with the shared value rewriter (value_fold.h): linear.
#include "opt/algebraic.h"

#include "opt/value_fold.h"

#include <utility>

namespace ilcc {

namespace {

// k when v is 2^k (k >= 1) in the type's width, else -1.
int log2_exact(i128 v, IrType ty) {
  u128 u = u128(v);
  if (type_size(ty) < 16) u &= (u128(1) << (type_size(ty) * 8)) - 1;
  if (u < 2 || (u & (u - 1))) return -1;
  int k = 0;
  while (!(u & 1)) u >>= 1, ++k;
  return k;
}

struct Algebra {
  size_t rewritten = 0;

  std::optional<Operand> visit(Instruction& i) {
    IrType ty = i.ty;
    if (!is_int(ty)) return std::nullopt;
    if (i.op == Opcode::Cmp) {
      if (!(i.operand(0) == i.operand(1)) || !i.operand(0).is_value()) return std::nullopt;
      switch (i.cmpop()) {
      case IrCmpOp::Eq: case IrCmpOp::Sle: case IrCmpOp::Sge: case IrCmpOp::Ule: case IrCmpOp::Uge:
        return int_operand(1, IrType::I8);
      default: return int_operand(0, IrType::I8);
      }
    }
    if (i.op != Opcode::BinOp) return std::nullopt;
    IrBinOp op = i.binop();
    if (is_commutative(op) && i.operand(0).is_const() && !i.operand(1).is_const()) {
      std::swap(i.operand(0), i.operand(1));
      ++rewritten;
    }
    const Operand x = i.operand(0);
    if (x.is_value() && x == i.operand(1)) {
      switch (op) {
      case IrBinOp::Sub: case IrBinOp::Xor: return int_operand(0, ty);
      case IrBinOp::And: case IrBinOp::Or: return x;
      default: return std::nullopt;
      }
    }
    std::optional<i128> b = const_of(i.operand(1), ty);
    if (!b) return std::nullopt;
    i128 all_ones = is_128(ty) ? normalize_int128(ty, -1) : normalize_int(ty, -1);
    switch (op) {
    case IrBinOp::Add: case IrBinOp::Sub: case IrBinOp::Or: case IrBinOp::Xor:
    case IrBinOp::Shl: case IrBinOp::AShr: case IrBinOp::LShr:
      if (*b == 0) return x;
      if (op == IrBinOp::Or && *b == all_ones) return int_operand(all_ones, ty);
      return std::nullopt;
    case IrBinOp::And:
      if (*b == 0) return int_operand(0, ty);
      if (*b == all_ones) return x;
      return std::nullopt;
    case IrBinOp::Mul:
      if (*b == 0) return int_operand(0, ty);
      if (*b == 1) return x;
      return reduce(i, IrBinOp::Shl, *b, false);
    case IrBinOp::SDiv:
      if (*b == 1) return x;
      return std::nullopt;
    case IrBinOp::UDiv:
      if (*b == 1) return x;
      return reduce(i, IrBinOp::LShr, *b, false);
    case IrBinOp::SRem:
      if (*b == 1) return int_operand(0, ty);
      return std::nullopt;
    case IrBinOp::URem:
      if (*b == 1) return int_operand(0, ty);
      return reduce(i, IrBinOp::And, *b, true);
    default: return std::nullopt;
    }
  }

  // x OP 2^k rewritten in place as x NEW k (or, for a mask, x NEW 2^k - 1).
  std::optional<Operand> reduce(Instruction& i, IrBinOp to, i128 b, bool mask) {
    int k = log2_exact(b, i.ty);
    if (k < 0) return std::nullopt;
    i.sub = u8(to);
    i.operand(1) = int_operand(mask ? b - 1 : i128(k), i.ty);
    ++rewritten;
    return std::nullopt;
  }
};

} // namespace

size_t simplify_algebra(IrFunction& f) {
  Algebra a;
  size_t replaced = fold_values(f, [&](Instruction& i) { return a.visit(i); });
  return replaced + a.rewritten;
}

} // namespace ilcc
