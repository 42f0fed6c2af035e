#include "ir/ops.h"

#include <cmath>

namespace ilcc {

namespace {
struct BinOpInfo {
  const char* name;
  bool commutative, can_trap;
};
const BinOpInfo kBinOps[] = {
#define IR_BINOP(E, s, comm, trap) {s, comm != 0, trap != 0},
#include "ir/ops.def"
};
const char* const kUnaryNames[] = {
#define IR_UNOP(E, s) s,
#include "ir/ops.def"
};
struct CmpInfo {
  const char* name;
  IrCmpOp swapped, inverse;
};
const CmpInfo kCmpOps[] = {
#define IR_CMPOP(E, s, sw, inv) {s, IrCmpOp::sw, IrCmpOp::inv},
#include "ir/ops.def"
};
const char* const kRmwNames[] = {
#define IR_ATOMIC_RMW(E, s) s,
#include "ir/ops.def"
};
const char* const kOrderingNames[] = {
#define IR_ORDERING(E, s) s,
#include "ir/ops.def"
};

template <class E, class Names> bool lookup(std::string_view s, E& out, const Names& names, unsigned n) {
  for (unsigned i = 0; i < n; ++i)
    if (s == names(i)) {
      out = E(i);
      return true;
    }
  return false;
}

unsigned shift_mask(IrType ty) {
  unsigned bits = type_size(ty) * 8;
  return bits <= 32 ? 31 : bits - 1;
}
} // namespace

std::string_view op_name(IrBinOp op) { return kBinOps[unsigned(op)].name; }
std::string_view op_name(IrUnaryOp op) { return kUnaryNames[unsigned(op)]; }
std::string_view op_name(IrCmpOp op) { return kCmpOps[unsigned(op)].name; }
std::string_view op_name(AtomicRmwOp op) { return kRmwNames[unsigned(op)]; }
std::string_view op_name(AtomicOrdering o) { return kOrderingNames[unsigned(o)]; }

bool parse_op_name(std::string_view s, IrBinOp& out) {
  return lookup(s, out, [](unsigned i) { return kBinOps[i].name; }, kNumBinOps);
}
bool parse_op_name(std::string_view s, IrUnaryOp& out) {
  return lookup(s, out, [](unsigned i) { return kUnaryNames[i]; }, kNumUnaryOps);
}
bool parse_op_name(std::string_view s, IrCmpOp& out) {
  return lookup(s, out, [](unsigned i) { return kCmpOps[i].name; }, kNumCmpOps);
}
bool parse_op_name(std::string_view s, AtomicRmwOp& out) {
  return lookup(s, out, [](unsigned i) { return kRmwNames[i]; }, kNumAtomicRmwOps);
}
bool parse_op_name(std::string_view s, AtomicOrdering& out) {
  return lookup(s, out, [](unsigned i) { return kOrderingNames[i]; }, kNumOrderings);
}

bool is_commutative(IrBinOp op) { return kBinOps[unsigned(op)].commutative; }
bool can_trap(IrBinOp op) { return kBinOps[unsigned(op)].can_trap; }
IrCmpOp swapped(IrCmpOp op) { return kCmpOps[unsigned(op)].swapped; }
IrCmpOp inverse(IrCmpOp op) { return kCmpOps[unsigned(op)].inverse; }
bool is_signed_cmp(IrCmpOp op) { return op >= IrCmpOp::Slt && op <= IrCmpOp::Sge; }
bool is_unsigned_cmp(IrCmpOp op) { return op >= IrCmpOp::Ult; }

// Generic wrapping evaluation on a signed integer type S with unsigned twin U.
template <class S, class U> static std::optional<S> eval_bin(IrBinOp op, S a, S b, unsigned mask) {
  U ua = U(a), ub = U(b);
  switch (op) {
  case IrBinOp::Add: return S(ua + ub);
  case IrBinOp::Sub: return S(ua - ub);
  case IrBinOp::Mul: return S(ua * ub);
  case IrBinOp::SDiv:
    if (b == 0) return std::nullopt;
    if (b == -1) return S(U(0) - ua); // INT_MIN / -1 wraps
    return S(a / b);
  case IrBinOp::UDiv:
    if (b == 0) return std::nullopt;
    return S(ua / ub);
  case IrBinOp::SRem:
    if (b == 0) return std::nullopt;
    if (b == -1) return S(0);
    return S(a % b);
  case IrBinOp::URem:
    if (b == 0) return std::nullopt;
    return S(ua % ub);
  case IrBinOp::And: return S(ua & ub);
  case IrBinOp::Or: return S(ua | ub);
  case IrBinOp::Xor: return S(ua ^ ub);
  case IrBinOp::Shl: return S(ua << (ub & mask));
  case IrBinOp::AShr: return S(a >> (ub & mask));
  case IrBinOp::LShr: return S(ua >> (ub & mask));
  }
  return std::nullopt;
}

std::optional<i64> eval_i64(IrBinOp op, i64 lhs, i64 rhs) { return eval_bin<i64, u64>(op, lhs, rhs, 63); }
std::optional<i128> eval_i128(IrBinOp op, i128 lhs, i128 rhs) {
  return eval_bin<i128, u128>(op, lhs, rhs, 127);
}

template <class S, class U> static bool eval_cmp(IrCmpOp op, S a, S b) {
  switch (op) {
  case IrCmpOp::Eq: return a == b;
  case IrCmpOp::Ne: return a != b;
  case IrCmpOp::Slt: return a < b;
  case IrCmpOp::Sle: return a <= b;
  case IrCmpOp::Sgt: return a > b;
  case IrCmpOp::Sge: return a >= b;
  case IrCmpOp::Ult: return U(a) < U(b);
  case IrCmpOp::Ule: return U(a) <= U(b);
  case IrCmpOp::Ugt: return U(a) > U(b);
  case IrCmpOp::Uge: return U(a) >= U(b);
  }
  return false;
}

bool eval_i64(IrCmpOp op, i64 lhs, i64 rhs) { return eval_cmp<i64, u64>(op, lhs, rhs); }
bool eval_i128(IrCmpOp op, i128 lhs, i128 rhs) { return eval_cmp<i128, u128>(op, lhs, rhs); }

template <class F> static bool eval_fcmp(IrCmpOp op, F a, F b) {
  switch (op) {
  case IrCmpOp::Eq: return a == b;
  case IrCmpOp::Ne: return a != b;
  case IrCmpOp::Slt: case IrCmpOp::Ult: return a < b;
  case IrCmpOp::Sle: case IrCmpOp::Ule: return a <= b;
  case IrCmpOp::Sgt: case IrCmpOp::Ugt: return a > b;
  case IrCmpOp::Sge: case IrCmpOp::Uge: return a >= b;
  }
  return false;
}
bool eval_f64(IrCmpOp op, double lhs, double rhs) { return eval_fcmp(op, lhs, rhs); }
bool eval_f80(IrCmpOp op, long double lhs, long double rhs) { return eval_fcmp(op, lhs, rhs); }

i64 normalize_int(IrType ty, i64 v) {
  switch (ty) {
  case IrType::I8: return i8(v);
  case IrType::U8: return u8(v);
  case IrType::I16: return i16(v);
  case IrType::U16: return u16(v);
  case IrType::I32: return i32(v);
  case IrType::U32: return u32(v);
  default: return v;
  }
}

i128 normalize_int128(IrType ty, i128 v) {
  if (is_128(ty)) return v;
  if (is_unsigned_int(ty) && type_size(ty) == 8) return i128(u64(v));
  return normalize_int(ty, i64(v));
}

std::optional<i64> eval_typed(IrBinOp op, IrType ty, i64 lhs, i64 rhs) {
  unsigned bits = type_size(ty) * 8;
  if (bits < 64) {
    // Evaluate on the extended values; signed/unsigned division on the narrow value is
    // exact in 64 bits because the operands are already extended by the type.
    i64 a = normalize_int(ty, lhs), b = normalize_int(ty, rhs);
    std::optional<i64> r;
    switch (op) {
    case IrBinOp::SDiv: case IrBinOp::SRem: {
      // Operate on the signed interpretation of the narrow value.
      IrType sty = to_signed(ty);
      r = eval_i64(op, normalize_int(sty, a), normalize_int(sty, b));
      break;
    }
    case IrBinOp::UDiv: case IrBinOp::URem: {
      IrType uty = to_unsigned(ty);
      r = eval_i64(op, normalize_int(uty, a), normalize_int(uty, b));
      break;
    }
    case IrBinOp::AShr: r = normalize_int(to_signed(ty), a) >> (u64(b) & shift_mask(ty)); break;
    case IrBinOp::LShr: r = i64(u64(normalize_int(to_unsigned(ty), a)) >> (u64(b) & shift_mask(ty))); break;
    case IrBinOp::Shl: r = i64(u64(a) << (u64(b) & shift_mask(ty))); break;
    default: r = eval_i64(op, a, b);
    }
    if (!r) return r;
    return normalize_int(ty, *r);
  }
  return eval_i64(op, lhs, rhs);
}

std::optional<i128> eval_typed128(IrBinOp op, IrType ty, i128 lhs, i128 rhs) {
  if (!is_128(ty)) {
    std::optional<i64> r = eval_typed(op, ty, i64(lhs), i64(rhs));
    if (!r) return std::nullopt;
    return normalize_int128(ty, *r);
  }
  return eval_i128(op, lhs, rhs);
}

template <class U> static int count_leading_zeros(U x, unsigned bits) {
  int n = 0;
  for (int i = int(bits) - 1; i >= 0 && !((x >> i) & 1); --i) ++n;
  return n;
}

template <class S, class U> static std::optional<S> eval_un(IrUnaryOp op, S a, unsigned bits) {
  U mask = bits >= sizeof(U) * 8 ? ~U(0) : ((U(1) << bits) - 1);
  U ua = U(a) & mask;
  switch (op) {
  case IrUnaryOp::Neg: return S(U(0) - U(a));
  case IrUnaryOp::Not: return S(~U(a));
  case IrUnaryOp::Clz:
  case IrUnaryOp::ClzNZ: return S(count_leading_zeros<U>(ua, bits));
  case IrUnaryOp::Ctz:
  case IrUnaryOp::CtzNZ: {
    if (ua == 0) return S(bits);
    S n = 0;
    while (!(ua & 1)) ua >>= 1, ++n;
    return n;
  }
  case IrUnaryOp::Bswap: {
    U r = 0;
    for (unsigned i = 0; i < bits / 8; ++i) r = (r << 8) | ((ua >> (8 * i)) & 0xff);
    return S(r);
  }
  case IrUnaryOp::Popcount: {
    S n = 0;
    for (; ua; ua &= ua - 1) ++n;
    return n;
  }
  case IrUnaryOp::IsConstant: return std::nullopt;
  }
  return std::nullopt;
}

std::optional<i64> eval_typed(IrUnaryOp op, IrType ty, i64 src) {
  std::optional<i64> r = eval_un<i64, u64>(op, src, type_size(ty) * 8);
  if (!r) return r;
  return normalize_int(ty, *r);
}

std::optional<i128> eval_typed128(IrUnaryOp op, IrType ty, i128 src) {
  if (!is_128(ty)) {
    std::optional<i64> r = eval_typed(op, ty, i64(src));
    if (!r) return std::nullopt;
    return normalize_int128(ty, *r);
  }
  return eval_un<i128, u128>(op, src, 128);
}

} // namespace ilcc
