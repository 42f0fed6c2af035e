// algebraic.cpp — algebraic simplification of integer operations.
//
// For integer types only (floating point has signed zeros and NaNs, so x + 0.0 is not x):
//   - a constant left operand of a commutative operation moves to the right;
//   - x + 0, x - 0, x | 0, x ^ 0, x << 0, x >> 0, x * 1, x / 1, x & -1 are x;
//   - x * 0, x & 0, x % 1 are 0, and x | -1 is -1;
//   - 0 << n, 0 >> n and -1 >>s n are the shifted constant, whatever the count;
//   - x - x and x ^ x are 0, x & x and x | x are x;
//   - a comparison of a value with itself is true or false by the comparison;
//   - a comparison with the smallest or largest value of its order is decided or becomes
//     an equality (x <u 1: x == 0; x <u max: x != max); an equality of a same-width cast,
//     of x + c, x - c or x ^ c with a constant compares x with the adjusted constant;
//   - x * 2^k becomes x << k, x udiv 2^k becomes x lshr k, x urem 2^k becomes x & (2^k - 1)
//     (signed division rounds toward zero and needs a correction: divconst.cpp's job);
//   - a sign extension of a value known to have its sign bit clear is a zero extension,
//     and x & c is x when c clears only bits known to be zero (known_zero: constants,
//     extensions, truncations, and/or/xor, shifts by constants, comparisons' 0/1);
//   - (a & c) ^ (b & c) is (a ^ b) & c, and so for | and &;
//   - a comparison of a widened value with a constant the narrow type holds, or with a
//     value widened the same way, compares the narrow values (narrowing): C's `c != ']'`
//     on a char is `cmp ne i8 %c, 93`, not an extension and a 32-bit compare. Sign
//     extension keeps both the signed and the unsigned order; after zero extension the
//     wide values are non-negative, so a signed comparison becomes the unsigned one;
//   - `(zext a & zext b) != 0` of two comparisons is `a & b`, and a range check
//     `(x >= L) & (x <= H)` (either order, signed or unsigned alike, strict bounds
//     adjusted) is one unsigned comparison `x - L <=u H - L`: ctype's `isdigit` in a
//     lexer is a subtraction and a compare, not two setcc and an and;
//   - a cast of a cast is one cast when that computes the same; `xor c, 1` of a
//     comparison is the inverse comparison, `xor (xor b, 1), 1` of a 0/1 is b, and a 0/1
//     compared with 1 is compared with 0;
//   - constants through xors: `x | c` whose bits under c are known zero is `x ^ c`,
//     `(x ^ c1) ^ c2` is `x ^ (c1 ^ c2)`, `(x ^ c1) >>u k` is `(x >>u k) ^ (c1 >>u k)`;
//   - a truncation to at most 64 bits of `zext lo | (ext hi << 64)` (or of `zext lo`),
//     or of that shifted right by 64, is a cast of lo or of hi (sroa's split of a
//     16-byte struct's load, read by halves);
//   - and on addresses: `gep p, 0` is p, a gep of a constant gep adds the offsets.
// One sweep with the shared value rewriter (value_fold.h): linear. The new instructions
// (a range check's subtraction, a common mask's operation) are inserted before the
// instruction rewritten after the sweep.
#include "opt/algebraic.h"

#include "opt/value_fold.h"

#include <utility>
#include <vector>

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

// Whether the signed or unsigned integer constant v fits type t.
bool fits(i128 v, IrType t) {
  int bits = int(type_size(t)) * 8;
  if (is_unsigned_int(t)) return v >= 0 && v < (i128(1) << bits);
  return v >= -(i128(1) << (bits - 1)) && v < (i128(1) << (bits - 1));
}

IrCmpOp to_unsigned(IrCmpOp op) {
  switch (op) {
  case IrCmpOp::Slt: return IrCmpOp::Ult;
  case IrCmpOp::Sle: return IrCmpOp::Ule;
  case IrCmpOp::Sgt: return IrCmpOp::Ugt;
  case IrCmpOp::Sge: return IrCmpOp::Uge;
  default: return op;
  }
}

struct Algebra {
  size_t rewritten = 0;
  std::vector<const Instruction*> def; // by value id
  IrFunction* f = nullptr;
  std::vector<std::pair<u32, Instruction>> inserts; // (value id, instruction to insert before its definition)
  bool truncated_load = false; // a truncation of a load was seen or made (narrow_loads has work)

  const Instruction* def_of(const Operand& o) const {
    const Instruction* d = o.is_value() && o.value().id < def.size() ? def[o.value().id] : nullptr;
    return d && !(d->flags & Instruction::kFlagDead) ? d : nullptr;
  }

  // x >= lo (which = 0) or x <= hi (which = 1) as `cmp` d states it, with x and the bound in
  // the comparison's order; false for other comparisons.
  static bool bound_of(const Instruction& d, int& which, i128& bound, bool& is_signed) {
    if (d.op != Opcode::Cmp || !is_int(d.ty) || is_128(d.ty) || !d.operand(0).is_value()) return false;
    IrCmpOp op = d.cmpop();
    if (op == IrCmpOp::Eq || op == IrCmpOp::Ne) return false;
    is_signed = is_signed_cmp(op);
    std::optional<i128> c = const_of(d.operand(1), is_signed ? to_signed(d.ty) : to_unsigned(d.ty));
    if (!c) return false;
    if (!is_signed && type_size(d.ty) == 8) c = i128(u64(*c));
    switch (op) {
    case IrCmpOp::Sge: case IrCmpOp::Uge: which = 0, bound = *c; break;
    case IrCmpOp::Sgt: case IrCmpOp::Ugt: which = 0, bound = *c + 1; break;
    case IrCmpOp::Sle: case IrCmpOp::Ule: which = 1, bound = *c; break;
    default: which = 1, bound = *c - 1; break;
    }
    return true;
  }

  // i = `and i8 a, b` of two comparisons: a range check becomes `cmp ule (x - lo), hi - lo`
  // (the subtraction goes before the definition of value `key`).
  bool range_check(Instruction& i, u32 key) {
    const Instruction* a = def_of(i.operand(0));
    const Instruction* b = def_of(i.operand(1));
    if (!a || !b) return false;
    int wa, wb;
    i128 ba, bb;
    bool sa, sb;
    if (!bound_of(*a, wa, ba, sa) || !bound_of(*b, wb, bb, sb) || wa == wb || sa != sb || a->ty != b->ty ||
        !(a->operand(0) == b->operand(0)))
      return false;
    i128 lo = wa == 0 ? ba : bb, hi = wa == 0 ? bb : ba;
    if (lo > hi) return false;
    IrType ty = a->ty;
    Value d = f->new_value();
    inserts.push_back({key, make_binop(f->arena, d, IrBinOp::Sub, ty, a->operand(0), int_operand(normalize_int(ty, i64(lo)), ty))});
    i = make_cmp(f->arena, i.dest, IrCmpOp::Ule, ty, Operand(d), int_operand(normalize_int(ty, i64(hi - lo)), ty));
    ++rewritten;
    return true;
  }

  // `(a & c) OP (b & c)` for OP in ^ | &: `(a OP b) & c` (crcu8's `(data & 1) ^ (crc & 1)`).
  bool common_mask(Instruction& i) {
    const Instruction* a = def_of(i.operand(0));
    const Instruction* b = def_of(i.operand(1));
    if (!a || !b || a == b || a->op != Opcode::BinOp || b->op != Opcode::BinOp || a->binop() != IrBinOp::And ||
        b->binop() != IrBinOp::And || a->ty != i.ty || b->ty != i.ty || !a->operand(1).is_const() ||
        !(a->operand(1) == b->operand(1)))
      return false;
    Instruction t = make_binop(f->arena, f->new_value(), i.binop(), i.ty, a->operand(0), b->operand(0));
    inserts.push_back({i.dest.id, t});
    i = make_binop(f->arena, i.dest, IrBinOp::And, i.ty, Operand(t.dest), a->operand(1));
    ++rewritten;
    return true;
  }

  // The two comparisons a and b when d is `and (zext a), (zext b)`.
  bool and_of_extended_compares(const Instruction* d, Operand (&bools)[2]) const {
    if (!d || d->op != Opcode::BinOp || d->binop() != IrBinOp::And || !is_int(d->ty)) return false;
    for (int k = 0; k < 2; ++k) {
      const Instruction* e = def_of(d->operand(k));
      if (!e || e->op != Opcode::Cast || type_size(e->ty) != 1 || !is_int(e->ty2)) return false;
      const Instruction* cmp = def_of(e->operand(0));
      if (!cmp || cmp->op != Opcode::Cmp) return false;
      bools[k] = e->operand(0);
    }
    return true;
  }

  // `cmp ne (and (zext a), (zext b)), 0` with a and b comparisons: `and i8 a, b`.
  bool and_of_compares(Instruction& i) {
    Operand bools[2];
    std::optional<i128> c = const_of(i.operand(1), i.ty);
    if (i.cmpop() != IrCmpOp::Ne || !c || *c != 0 || !and_of_extended_compares(def_of(i.operand(0)), bools))
      return false;
    i = make_binop(f->arena, i.dest, IrBinOp::And, IrType::I8, bools[0], bools[1]);
    ++rewritten;
    range_check(i, i.dest.id);
    return true;
  }

  // `and iN (zext a), (zext b)` with a and b comparisons: `zext (and i8 a, b)`, so that a
  // range check (`return isdigit(c);`) folds too.
  bool extend_and_of_compares(Instruction& i) {
    Operand bools[2];
    if (i.ty == IrType::I8 || !and_of_extended_compares(&i, bools)) return false;
    Instruction t = make_binop(f->arena, f->new_value(), IrBinOp::And, IrType::I8, bools[0], bools[1]);
    if (!range_check(t, i.dest.id)) return false;
    inserts.push_back({i.dest.id, t});
    i = make_cast(f->arena, i.dest, IrType::I8, i.ty, Operand(t.dest));
    return true;
  }

  // The narrow integer x when o is `cast x` widening an integer, else null (from: x's type).
  const Operand* widened(const Operand& o, IrType& from) const {
    const Instruction* d = o.is_value() && o.value().id < def.size() ? def[o.value().id] : nullptr;
    if (!d || d->op != Opcode::Cast || !is_int(d->ty) || !is_int(d->ty2) || is_128(d->ty2) ||
        type_size(d->ty) >= type_size(d->ty2))
      return nullptr;
    from = d->ty;
    return &d->operand(0);
  }

  // cmp (widen x), c / cmp (widen x), (widen y) as a comparison of the narrow values.
  bool narrow_compare(Instruction& i) {
    IrType from, from2;
    const Operand* x = widened(i.operand(0), from);
    if (!x) return false;
    Operand y;
    if (std::optional<i128> c = const_of(i.operand(1), i.ty)) {
      if (!fits(*c, from)) return false;
      y = int_operand(*c, from);
    } else if (const Operand* y2 = widened(i.operand(1), from2); y2 && from2 == from) {
      y = *y2;
    } else {
      return false;
    }
    if (is_unsigned_int(from)) i.sub = u8(to_unsigned(i.cmpop()));
    i.ty = from;
    i.operand(0) = *x;
    i.operand(1) = y;
    ++rewritten;
    return true;
  }

  // A comparison with a constant (on the right): at the ends of the order it is decided
  // or an equality (x <u 1 is x == 0, x <u max is x != max); an equality of a same-width
  // cast, of x + c, x - c or x ^ c with a constant compares x with the adjusted constant
  // (wrapping arithmetic is a bijection).
  std::optional<Operand> compare_with_constant(Instruction& i) {
    if (!is_int(i.ty) || is_128(i.ty) || !i.operand(1).is_const() || i.operand(0).is_const()) return std::nullopt;
    IrCmpOp op = i.cmpop();
    if (op != IrCmpOp::Eq && op != IrCmpOp::Ne) {
      bool is_signed = is_signed_cmp(op);
      IrType t = is_signed ? to_signed(i.ty) : to_unsigned(i.ty);
      std::optional<i128> c = const_of(i.operand(1), t);
      if (!c) return std::nullopt;
      int bits = int(type_size(t)) * 8;
      if (!is_signed && bits == 64) c = i128(u64(*c)); // const_of sign-extends 64-bit values
      i128 lo = is_signed ? -(i128(1) << (bits - 1)) : 0;
      i128 hi = is_signed ? (i128(1) << (bits - 1)) - 1 : (i128(1) << bits) - 1;
      bool less = op == IrCmpOp::Slt || op == IrCmpOp::Ult || op == IrCmpOp::Sle || op == IrCmpOp::Ule;
      bool strict = op == IrCmpOp::Slt || op == IrCmpOp::Ult || op == IrCmpOp::Sgt || op == IrCmpOp::Ugt;
      // As x < c', x > c' (strict) with c' the bound: x <= c is x < c + 1, x >= c is x > c - 1.
      i128 b = strict ? *c : less ? *c + 1 : *c - 1;
      if (less ? b <= lo : b >= hi) return int_operand(0, IrType::I8); // x < min, x > max
      if (less ? b > hi : b < lo) return int_operand(1, IrType::I8);   // x <= max, x >= min
      if (less ? b == lo + 1 : b == hi - 1) { // x < min + 1: x == min
        set_equality(i, IrCmpOp::Eq, less ? lo : hi);
      } else if (less ? b == hi : b == lo) {  // x < max: x != max
        set_equality(i, IrCmpOp::Ne, less ? hi : lo);
      } else {
        return std::nullopt;
      }
    }
    // x == 1 of an x known to be 0 or 1 is x != 0 (which the flags of the `and` that
    // made x answer: crcu8's `(data ^ crc) & 1`), and x != 1 is x == 0.
    if (std::optional<i128> c = const_of(i.operand(1), i.ty); c && *c == 1) {
      if (known_bool(i.operand(0), i.ty)) set_equality(i, op == IrCmpOp::Eq ? IrCmpOp::Ne : IrCmpOp::Eq, 0);
    }
    // Equalities: look through the definition of the left operand, a few steps.
    for (int step = 0; step < 4; ++step) {
      const Instruction* d = def_of(i.operand(0));
      std::optional<i128> c = const_of(i.operand(1), i.ty);
      if (!d || !c) break;
      // A comparison's 0/1 result compared with 0 or 1 is that comparison or, for an
      // integer one, its inverse (`__builtin_expect(x != 0, 0)` reads `(x != 0) != 0`).
      if (d->op == Opcode::Cmp && i.ty == IrType::I8 && (*c == 0 || *c == 1)) {
        if ((i.cmpop() == IrCmpOp::Ne) == (*c == 0)) return i.operand(0);
        if (!is_int_or_ptr(d->ty)) break;
        i.sub = u8(inverse(d->cmpop()));
        i.ty = d->ty;
        i.operand(0) = d->operand(0);
        i.operand(1) = d->operand(1);
        ++rewritten;
        break;
      }
      if (d->op == Opcode::Cast && is_int(d->ty) && !is_128(d->ty) && d->ty2 == i.ty &&
          type_size(d->ty) == type_size(i.ty)) {
        i.ty = d->ty;
        i.operand(0) = d->operand(0);
        i.operand(1) = int_operand(normalize_int(d->ty, i64(*c)), d->ty);
      } else if (d->op == Opcode::BinOp && d->ty == i.ty && !d->operand(0).is_const()) {
        std::optional<i128> k = const_of(d->operand(1), i.ty);
        if (!k) break;
        i128 v;
        switch (d->binop()) {
        case IrBinOp::Add: v = *c - *k; break;
        case IrBinOp::Sub: v = *c + *k; break;
        case IrBinOp::Xor: v = *c ^ *k; break;
        default: return std::nullopt;
        }
        i.operand(0) = d->operand(0);
        i.operand(1) = int_operand(normalize_int(i.ty, i64(v)), i.ty);
      } else {
        break;
      }
      ++rewritten;
    }
    return std::nullopt;
  }

  void set_equality(Instruction& i, IrCmpOp op, i128 v) {
    i.sub = u8(op);
    i.operand(1) = int_operand(normalize_int(i.ty, i64(v)), i.ty);
    ++rewritten;
  }

  // The bits of an integer type of at most 64 bits.
  static u64 width_mask(IrType t) { return type_size(t) >= 8 ? ~u64(0) : (u64(1) << (type_size(t) * 8)) - 1; }

  // Whether o, an integer of type t, is known to be 0 or 1.
  bool known_bool(const Operand& o, IrType t) const { return (known_zero(o, t) | 1) == width_mask(t); }

  // The bits of o, an integer of type t (at most 64 bits), known to be zero: those of
  // constants, zero extensions (and sign extensions of values whose sign bit is known
  // clear), truncations and same-width casts, and, or, xor, shifts by constants and a
  // comparison's 0/1 (a few steps).
  u64 known_zero(const Operand& o, IrType t, int depth = 0) const {
    unsigned bits = type_size(t) * 8;
    u64 mask = width_mask(t);
    if (std::optional<i128> c = const_of(o, t)) return ~u64(*c) & mask;
    const Instruction* d = def_of(o);
    if (!d || depth > 4) return 0;
    if (d->op == Opcode::Cmp) return mask & ~u64(1);
    if (!is_int(d->ty) || is_128(d->ty)) return 0;
    if (d->op == Opcode::Cast) {
      if (!is_int(d->ty2) || is_128(d->ty2) || type_size(d->ty2) != type_size(t)) return 0;
      unsigned from = type_size(d->ty) * 8;
      u64 from_mask = from >= 64 ? ~u64(0) : (u64(1) << from) - 1;
      u64 k = known_zero(d->operand(0), d->ty, depth + 1) & from_mask;
      if (from < bits && (is_unsigned_int(d->ty) || ((k >> (from - 1)) & 1))) k |= mask & ~from_mask;
      return k & mask;
    }
    if (d->op != Opcode::BinOp || type_size(d->ty) != type_size(t)) return 0;
    auto operand = [&](int k) { return known_zero(d->operand(k), d->ty, depth + 1); };
    std::optional<i128> c = const_of(d->operand(1), to_unsigned(d->ty));
    switch (d->binop()) {
    case IrBinOp::And: return operand(0) | operand(1);
    case IrBinOp::Or: case IrBinOp::Xor: return operand(0) & operand(1);
    case IrBinOp::LShr: case IrBinOp::AShr: case IrBinOp::Shl: {
      if (!c || *c < 0 || *c >= bits) return 0;
      unsigned n = unsigned(*c);
      u64 k = operand(0), low = n ? (u64(1) << n) - 1 : 0;
      if (d->binop() == IrBinOp::Shl) return ((k << n) | low) & mask;
      u64 r = (k >> n) & (mask >> n);
      bool fill = d->binop() == IrBinOp::LShr || ((k >> (bits - 1)) & 1);
      return fill ? r | (mask & ~(mask >> n)) : r;
    }
    default: return 0;
    }
  }

  // Whether o, of integer type t, is known to have its sign bit clear: a non-negative
  // constant, x & c with c non-negative, x >>u c with c >= 1, a zero extension, or a
  // same-width cast of such a value (a few steps). Narrower than known_zero on purpose:
  // turning every sign extension known_zero allows into a zero extension (comparisons'
  // 0/1, or, xor, shifts) made QuickJS's workload run 17% more instructions (1770M ->
  // 2077M Ir; without the comparisons' 0/1 still 2014M).
  bool sign_bit_clear(const Operand& o, IrType t, int depth = 0) const {
    if (std::optional<i128> c = const_of(o, to_signed(t))) return *c >= 0;
    const Instruction* d = def_of(o);
    if (!d || depth > 3 || !is_int(d->ty) || is_128(d->ty)) return false;
    if (d->op == Opcode::Cast) {
      if (!is_int(d->ty2) || type_size(d->ty2) != type_size(t)) return false;
      if (type_size(d->ty) < type_size(t)) return is_unsigned_int(d->ty) || sign_bit_clear(d->operand(0), d->ty, depth + 1);
      return type_size(d->ty) == type_size(t) && sign_bit_clear(d->operand(0), d->ty, depth + 1);
    }
    if (d->op != Opcode::BinOp || type_size(d->ty) != type_size(t)) return false;
    std::optional<i128> c = const_of(d->operand(1), to_signed(d->ty));
    switch (d->binop()) {
    case IrBinOp::And:
      return (c && *c >= 0) || sign_bit_clear(d->operand(0), d->ty, depth + 1) ||
             sign_bit_clear(d->operand(1), d->ty, depth + 1);
    case IrBinOp::LShr: return c && (*c & (type_size(d->ty) * 8 - 1)) != 0;
    default: return false;
    }
  }

  // A sign extension of a value whose sign bit is clear is a zero extension, which x86-64
  // gets for free from any 32-bit operation (Lua's `base + GETARG_B(i)`: a movslq after
  // each operand decode). Looks through a same-width cast to its source.
  bool extension_to_zero(Instruction& i) {
    if (!is_signed_int(i.ty) || !is_int(i.ty2) || is_128(i.ty) || type_size(i.ty2) <= type_size(i.ty) ||
        !sign_bit_clear(i.operand(0), i.ty))
      return false;
    i.ty = to_unsigned(i.ty);
    const Instruction* d = def_of(i.operand(0));
    if (d && d->op == Opcode::Cast && is_int(d->ty) &&
        type_size(d->ty) == type_size(i.ty))
      i.ty = to_unsigned(d->ty), i.operand(0) = d->operand(0);
    ++rewritten;
    return true;
  }

  // `cast B->C (cast A->B x)` of integers as one `cast A->C x` (or x itself) when that
  // computes the same: an extension then a truncation, two extensions of which the first
  // zero-extends or the second sign-extends, two truncations, a same-width cast first
  // (when the second truncates or both casts agree on signedness), or a truncation that
  // drops only bits known to be zero, extended again (`(long)(int)(x >> 53)`, a table
  // index: no movslq). `(int)(long)(char)b`
  // from __builtin_expect around a comparison.
  std::optional<Operand> cast_of_cast(Instruction& i) {
    const Instruction* d = def_of(i.operand(0));
    if (!d || d->op != Opcode::Cast || !is_int(d->ty) || !is_int(d->ty2) || !is_int(i.ty2) || is_128(d->ty) ||
        is_128(d->ty2) || is_128(i.ty2))
      return std::nullopt;
    unsigned a = type_size(d->ty), b = type_size(d->ty2), c = type_size(i.ty2);
    bool same = b > a   ? c <= b || is_unsigned_int(d->ty) || is_signed_int(d->ty2)
                : b < a ? c <= b
                        : c <= b || is_signed_int(d->ty) == is_signed_int(d->ty2);
    if (!same && b < a) { // a truncation extended again: the same when it dropped only zeros
      u64 kept = is_signed_int(d->ty2) ? (u64(1) << (8 * b - 1)) - 1 : width_mask(d->ty2);
      same = (known_zero(d->operand(0), d->ty) | kept) == width_mask(d->ty);
    }
    if (!same) return std::nullopt;
    if (d->ty == i.ty2) return d->operand(0);
    i.ty = d->ty;
    i.operand(0) = d->operand(0);
    ++rewritten;
    return std::nullopt;
  }

  // `(cast x) & (2^k - 1)` with k = 8, 16 or 32 no wider than x: the mask keeps bits of x
  // alone, so how x was extended does not matter: the zero extension of x truncated to k
  // bits, `cast u8 -> i32 (cast i16 -> u8 x)` for `(s16 & 0xff)` (CoreMark's list search
  // on `data16 & 0xff`; the truncated load then narrows, narrow_loads). Not for a load of
  // the `and`'s own type (`*p & 0xffff`): measured, zstd's Huffman encoder ran 1.8M more
  // instructions.
  bool mask_of_extension(Instruction& i, i128 b) {
    const Instruction* d = def_of(i.operand(0));
    if (!d || d->op != Opcode::Cast || !is_int(d->ty) || is_128(d->ty) || is_128(i.ty)) return false;
    IrType from = d->ty;
    Operand x = d->operand(0);
    int k = log2_exact(b + 1, i.ty);
    if ((k != 8 && k != 16 && k != 32) || unsigned(k) > 8 * type_size(from) || unsigned(k) >= 8 * type_size(i.ty))
      return false;
    IrType narrow = k == 8 ? IrType::U8 : k == 16 ? IrType::U16 : IrType::U32;
    Value t = f->new_value();
    const Instruction* xd = def_of(x);
    truncated_load |= xd && xd->op == Opcode::Load;
    inserts.push_back({i.dest.id, make_cast(f->arena, t, from, narrow, x)});
    i = make_cast(f->arena, i.dest, narrow, i.ty, Operand(t));
    ++rewritten;
    return true;
  }

  // A 128-bit integer made of two halves of at most 64 bits, `zext lo | (ext hi << 64)`
  // or `zext lo` alone (sroa's split of a 16-byte struct's load, a zero high half folded
  // away): each half's value and the type it is extended from.
  struct Halves {
    Operand value[2];
    IrType from[2];
  };
  std::optional<Halves> halves(const Operand& o) const {
    auto ext = [&](const Operand& x) {
      const Instruction* e = def_of(x);
      return e && e->op == Opcode::Cast && is_int(e->ty) && type_size(e->ty) <= 8 && is_128(e->ty2) ? e : nullptr;
    };
    const Instruction* d = def_of(o);
    if (const Instruction* lo = ext(o); lo && is_unsigned_int(lo->ty))
      return Halves{{lo->operand(0), int_operand(0, IrType::I64)}, {lo->ty, IrType::I64}};
    if (!d || d->op != Opcode::BinOp || d->binop() != IrBinOp::Or || !is_128(d->ty)) return std::nullopt;
    for (int k = 0; k < 2; ++k) {
      const Instruction* lo = ext(d->operand(k));
      const Instruction* sh = def_of(d->operand(1 - k));
      if (!lo || !is_unsigned_int(lo->ty) || !sh || sh->op != Opcode::BinOp || sh->binop() != IrBinOp::Shl) continue;
      std::optional<i128> c = const_of(sh->operand(1), sh->ty);
      if (const Instruction* hi = ext(sh->operand(0)); hi && c && *c == 64)
        return Halves{{lo->operand(0), hi->operand(0)}, {lo->ty, hi->ty}};
    }
    return std::nullopt;
  }

  // A truncation to at most 64 bits of such a pair, or of the pair shifted right by 64,
  // is a cast of the low or the high half: the i128 value need not exist.
  std::optional<Operand> pair_half(Instruction& i) {
    if (!is_128(i.ty) || !is_int(i.ty2) || type_size(i.ty2) > 8) return std::nullopt;
    std::optional<Halves> h = halves(i.operand(0));
    int k = 0;
    if (!h) {
      const Instruction* d = def_of(i.operand(0));
      std::optional<i128> c = d && d->op == Opcode::BinOp && (d->binop() == IrBinOp::LShr || d->binop() == IrBinOp::AShr)
                                  ? const_of(d->operand(1), d->ty)
                                  : std::nullopt;
      if (!c || *c != 64 || !(h = halves(d->operand(0)))) return std::nullopt;
      k = 1;
    }
    const Operand& x = h->value[k];
    if (h->from[k] == i.ty2) return x;
    if (x.is_const()) return int_operand(0, i.ty2); // only a missing high half is constant
    i.ty = h->from[k];
    i.operand(0) = x;
    ++rewritten;
    return std::nullopt;
  }

  // `gep p, 0` is p; `gep (gep p, c1), c2` is `gep p, c1 + c2` (sroa's field copies).
  std::optional<Operand> gep_of_gep(Instruction& i) {
    std::optional<i64> c = i.operand(1).const_int();
    if (!c) return std::nullopt;
    if (*c == 0) return i.operand(0);
    const Instruction* d = def_of(i.operand(0));
    std::optional<i64> c1 = d && d->op == Opcode::GetElementPtr ? d->operand(1).const_int() : std::nullopt;
    if (!c1) return std::nullopt;
    i.operand(0) = d->operand(0);
    i.operand(1) = int_operand(i128(*c1) + *c, IrType::I64);
    ++rewritten;
    return std::nullopt;
  }

  // `xor c, 1` of a comparison's 0/1: the inverse comparison (integers, pointers); of `xor b, 1`
  // with b a 0/1: b (C's `!` is `xor (cmp ne x, 0), 1`, and `!!x` two of them).
  std::optional<Operand> not_of_bool(Instruction& i) {
    std::optional<i128> c = const_of(i.operand(1), i.ty);
    const Instruction* d = def_of(i.operand(0));
    if (!c || *c != 1 || !d || type_size(i.ty) != 1) return std::nullopt;
    if (d->op == Opcode::Cmp && is_int_or_ptr(d->ty)) {
      i = make_cmp(f->arena, i.dest, inverse(d->cmpop()), d->ty, d->operand(0), d->operand(1));
      ++rewritten;
      return std::nullopt;
    }
    std::optional<i128> c2 = d->op == Opcode::BinOp && d->binop() == IrBinOp::Xor ? const_of(d->operand(1), d->ty) : std::nullopt;
    if (c2 && *c2 == 1 && known_bool(d->operand(0), d->ty)) return d->operand(0);
    return std::nullopt;
  }

  std::optional<Operand> visit(Instruction& i) {
    IrType ty = i.ty;
    if (i.op == Opcode::GetElementPtr) return gep_of_gep(i);
    if (!is_int(ty)) return std::nullopt;
    if (i.op == Opcode::Cast) {
      if (const Instruction* d = def_of(i.operand(0)); d && d->op == Opcode::Load && is_int(i.ty2) &&
                                                        type_size(i.ty2) < type_size(ty))
        truncated_load = true;
      if (std::optional<Operand> r = cast_of_cast(i)) return r;
      if (std::optional<Operand> r = pair_half(i)) return r;
      extension_to_zero(i);
      return std::nullopt;
    }
    if (i.op == Opcode::Cmp) {
      if (and_of_compares(i)) return std::nullopt;
      if (std::optional<Operand> r = compare_with_constant(i)) return r;
      // Narrowed, it may compare a comparison's 0/1 (`(long)(a < b) != 0`).
      if (!(i.operand(0) == i.operand(1)) && narrow_compare(i))
        if (std::optional<Operand> r = compare_with_constant(i)) return r;
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
    if (op == IrBinOp::And && (ty == IrType::I8 ? range_check(i, i.dest.id) : extend_and_of_compares(i)))
      return std::nullopt;
    if ((op == IrBinOp::Xor || op == IrBinOp::Or || op == IrBinOp::And) && !is_128(ty) && common_mask(i))
      return std::nullopt;
    if (op == IrBinOp::Xor) {
      if (std::optional<Operand> r = not_of_bool(i)) return r;
      if (i.op != Opcode::BinOp) return std::nullopt;
    }
    if (x.is_value() && x == i.operand(1)) {
      switch (op) {
      case IrBinOp::Sub: case IrBinOp::Xor: return int_operand(0, ty);
      case IrBinOp::And: case IrBinOp::Or: return x;
      default: return std::nullopt;
      }
    }
    i128 all_ones = is_128(ty) ? normalize_int128(ty, -1) : normalize_int(ty, -1);
    // 0 << n, 0 >> n and -1 >>s n whatever the count (counts are masked as x86 masks them).
    if (op == IrBinOp::Shl || op == IrBinOp::LShr || op == IrBinOp::AShr) {
      if (std::optional<i128> a = const_of(x, ty); a && (*a == 0 || (op == IrBinOp::AShr && *a == all_ones)))
        return x;
    }
    std::optional<i128> b = const_of(i.operand(1), ty);
    if (!b) return std::nullopt;
    switch (op) {
    case IrBinOp::Add: case IrBinOp::Sub: case IrBinOp::Or: case IrBinOp::Xor:
    case IrBinOp::Shl: case IrBinOp::AShr: case IrBinOp::LShr:
      if (*b == 0) return x;
      if (op == IrBinOp::Or && *b == all_ones) return int_operand(all_ones, ty);
      if (!is_128(ty) && (op == IrBinOp::Or || op == IrBinOp::Xor || op == IrBinOp::LShr)) constant_bits(i, *b);
      return std::nullopt;
    case IrBinOp::And:
      if (*b == 0) return int_operand(0, ty);
      if (*b == all_ones) return x;
      // A mask clearing only bits known to be zero (`(u16)(x >> 1) & 0x7fff`).
      if (!is_128(ty)) {
        if ((~u64(*b) & ~known_zero(x, ty) & width_mask(ty)) == 0) return x;
      }
      mask_of_extension(i, *b);
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

  // Constants gathered through xors (at most 64 bits): `x | c` whose bits under c are known
  // zero is `x ^ c`; `(x ^ c1) ^ c2` is `x ^ (c1 ^ c2)`; `(x ^ c1) >>u k` is
  // `(x >>u k) ^ (c1 >>u k)`. crc16's step `((crc ^ 0x4002) >> 1) | 0x8000` becomes
  // `(crc >> 1) ^ 0xa001`, whose shift the other arm (`crc >> 1`) shares: a select then.
  void constant_bits(Instruction& i, i128 b) {
    IrType ty = i.ty;
    u64 mask = width_mask(ty);
    if (i.binop() == IrBinOp::Or && (known_zero(i.operand(0), ty) & u64(b) & mask) == (u64(b) & mask)) {
      i.sub = u8(IrBinOp::Xor);
      ++rewritten;
    }
    const Instruction* d = def_of(i.operand(0));
    std::optional<i128> c = d && d->op == Opcode::BinOp && d->binop() == IrBinOp::Xor && d->ty == ty
                                ? const_of(d->operand(1), ty)
                                : std::nullopt;
    if (!c) return;
    if (i.binop() == IrBinOp::Xor) {
      i.operand(0) = d->operand(0);
      i.operand(1) = int_operand(normalize_int(ty, i64(u64(*c ^ b) & mask)), ty);
      ++rewritten;
    } else if (i.binop() == IrBinOp::LShr && b > 0 && b < i128(type_size(ty) * 8)) {
      Value t = f->new_value();
      inserts.push_back({i.dest.id, make_binop(f->arena, t, IrBinOp::LShr, ty, d->operand(0), i.operand(1))});
      i = make_binop(f->arena, i.dest, IrBinOp::Xor, ty, Operand(t),
                     int_operand(normalize_int(ty, i64((u64(*c) & mask) >> unsigned(b))), ty));
      ++rewritten;
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

// A load whose only use is a truncation reads the narrower integer itself (little-endian:
// the low bytes are at the same address), and the truncation becomes a copy: `movzbl
// (mem)` rather than a wider load and an extension of its low byte (what mask_of_extension
// leaves of `*p & 0xff`). After the walk, on fresh use counts (its rewrites move uses),
// when the walk saw or made a truncation of a load.
size_t narrow_loads(IrFunction& f) {
  std::vector<u32> uses(f.value_limit(), 0);
  std::vector<Instruction*> def(f.value_limit(), nullptr);
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions) {
      if (i.dest.valid()) def[i.dest.id] = &i;
      i.for_each_used_value([&](u32 v) { ++uses[v]; });
    }
    b.terminator.for_each_used_value([&](u32 v) { ++uses[v]; });
  }
  size_t n = 0;
  for (BasicBlock& b : f.blocks)
    for (Instruction& i : b.instructions) {
      if (i.op != Opcode::Cast || !i.operand(0).is_value() || !is_int(i.ty) || !is_int(i.ty2) ||
          type_size(i.ty2) >= type_size(i.ty) || is_128(i.ty))
        continue;
      Instruction* d = def[i.operand(0).value().id];
      if (!d || d->op != Opcode::Load || d->ty != i.ty || d->is_volatile() || d->sub2 != 0 ||
          uses[d->dest.id] != 1)
        continue;
      d->ty = i.ty2;
      i = make_copy(f.arena, i.dest, i.ty2, Operand(d->dest));
      ++n;
    }
  return n;
}

size_t simplify_algebra(IrFunction& f) {
  Algebra a;
  a.f = &f;
  a.def.assign(f.value_limit(), nullptr);
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions)
      if (i.dest.valid() && i.dest.id < a.def.size()) a.def[i.dest.id] = &i;
  size_t replaced = fold_values(f, [&](Instruction& i) { return a.visit(i); });
  if (!a.inserts.empty()) {
    // One visit's inserts are consecutive and share their key.
    constexpr u32 kNone = UINT32_MAX;
    std::vector<u32> first(f.value_limit(), kNone);
    for (size_t j = a.inserts.size(); j-- > 0;) first[a.inserts[j].first] = u32(j);
    for (BasicBlock& b : f.blocks) {
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        u32 v = b.instructions[k].dest.valid() ? b.instructions[k].dest.id : kNone;
        if (v >= first.size() || first[v] == kNone) continue;
        for (size_t j = first[v]; j < a.inserts.size() && a.inserts[j].first == v; ++j, ++k) {
          b.instructions.insert(b.instructions.begin() + long(k), a.inserts[j].second);
          if (!b.source_spans.empty()) b.source_spans.insert(b.source_spans.begin() + long(k), b.source_spans[k]);
        }
      }
    }
  }
  return replaced + a.rewritten + (a.truncated_load ? narrow_loads(f) : 0);
}

} // namespace ilcc
