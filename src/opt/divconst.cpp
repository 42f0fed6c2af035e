// divconst.cpp — division strength reduction (seed: "division strength reduction").
//
// An integer sdiv/udiv/srem/urem whose divisor is a constant becomes a multiplication by
// a reciprocal ("magic number"), shifts and adds, following Granlund and Montgomery,
// "Division by invariant integers using multiplication" (PLDI 1994) and Hacker's Delight
// (chapter 10). With N the width of the type:
//
//   - unsigned by d, not 0 and not a power of two (algebraic.cpp shifts and masks those):
//     d > 2^(N-1) gives q = (x >= d); otherwise q = mulhi(x >> pre, m) >> post, where m
//     has N + 1 bits in the worst case: then either d is even and x is shifted right
//     first (pre = ctz d, which makes the multiplier fit), or the "add" form
//     t = mulhi(x, m - 2^N), q = (((x - t) >> 1) + t) >> (post - 1) avoids the overflow;
//   - signed by +-2^k: q = (x + ((x >>s (N-1)) >>u (N-k))) >>s k (the addend rounds a
//     negative x toward zero), negated for a negative divisor; srem is
//     x - ((x + addend) & -2^k) for both signs;
//   - signed by -1: q = -x (INT_MIN / -1 traps on x86; C leaves it undefined), r = 0;
//   - signed by other constants: t = mulhs(x, m) (+ x when m >= 2^(N-1)) >>s s, then
//     q = t - (x >>s (N-1)) rounds toward zero, negated for a negative divisor;
//   - a remainder is x - q * d (with |d| and the quotient by |d| for signed d < 0);
//   - a signed remainder by +-2^k whose only uses compare it with 0 (x % 2 == 0) is
//     x & (2^k - 1), which is 0 exactly when the remainder is;
//   - a remainder by an odd d whose only uses compare it with 0 (x % 3 == 0) is a
//     divisibility test: x * d^-1 mod 2^N <=u (2^N - 1) / d unsigned, and
//     x * d^-1 + A <=u 2A with A = (2^(N-1) - 1) / d signed (one multiplication, no
//     quotient; see divisibility_test);
//   - signed by +-2^k of an x with at least k low zero bits (trailing_zeros: a product of
//     consecutive integers, a shift left, ...): q = x >>s k without the rounding addend
//     (spectral's (i+j)*(i+j+1)/2), r = 0;
//   - a quotient computed for one division or remainder serves the later ones of the same
//     dividend and divisor in the same block (x / 10 and x % 10: one multiplication), at
//     most 8 per block.
//
// i8, i16 and i32 compute the high half of the product exactly in i64 (extend, multiply,
// shift right by N + s, truncate), which also absorbs the 33-bit and 17-bit multipliers.
// i64 uses the umulh/smulh intrinsics (high 64 bits of the 128-bit product: one
// mulq/imulq). i128 is left alone. The instructions go right before the division, whose
// value the last one defines (same value id), so no use needs rewriting, except that a
// remainder by +-1 is replaced by 0, a quotient by 1 by x and a known quotient by its value
// (through a ValueRewriter). A pass over the function (plus one marking the values only
// compared with 0 and one rewriting those comparisons, when it has a remainder): linear.
#include "opt/divconst.h"

#include "ir/rewrite.h"
#include "opt/value_fold.h"

#include <bit>

namespace ilcc {

DivMagic choose_div_multiplier(u64 d, int n, int prec) {
  ILCC_ASSERT(d >= 2 && d < (u64(1) << 63) && n >= 8 && n <= 64 && prec >= 1 && prec <= n, "divisor out of range");
  int l = 64 - std::countl_zero(d - 1); // ceil(log2 d)
  int s = l;
  u128 low = (u128(1) << (n + l)) / d;
  u128 high = ((u128(1) << (n + l)) + (u128(1) << (n + l - prec))) / d;
  while ((low >> 1) < (high >> 1) && s > 0) {
    low >>= 1;
    high >>= 1;
    --s;
  }
  return DivMagic{high, s};
}

UnsignedDivPlan plan_unsigned_div(u64 d, int n) {
  DivMagic m = choose_div_multiplier(d, n, n);
  u128 two_n = u128(1) << n;
  UnsignedDivPlan p;
  if (m.multiplier >= two_n && !(d & 1)) {
    // An even divisor: x >> e needs only N - e bits of precision, and the multiplier then
    // fits in N bits.
    int e = std::countr_zero(d);
    m = choose_div_multiplier(d >> e, n, n - e);
    ILCC_ASSERT(m.multiplier < two_n, "pre-shifted multiplier fits");
    p.pre_shift = e;
  }
  if (m.multiplier >= two_n) {
    ILCC_ASSERT(m.shift >= 1, "the add form shifts");
    p.add = true;
    m.multiplier -= two_n;
  }
  p.multiplier = u64(m.multiplier);
  p.post_shift = m.shift;
  return p;
}

SignedDivPlan plan_signed_div(i64 d, int n) {
  u64 ad = d < 0 ? u64(0) - u64(d) : u64(d);
  DivMagic m = choose_div_multiplier(ad, n, n - 1);
  ILCC_ASSERT(m.multiplier < (u128(1) << n), "signed multiplier fits in N bits");
  SignedDivPlan p;
  p.multiplier = u64(m.multiplier);
  p.shift = m.shift;
  p.add = m.multiplier >= (u128(1) << (n - 1));
  return p;
}

namespace {

IrType signed_of_width(int n) {
  switch (n) {
  case 8: return IrType::I8;
  case 16: return IrType::I16;
  case 32: return IrType::I32;
  default: return IrType::I64;
  }
}
IrType unsigned_of_width(int n) {
  switch (n) {
  case 8: return IrType::U8;
  case 16: return IrType::U16;
  case 32: return IrType::U32;
  default: return IrType::U64;
  }
}

// Appends the replacement of one division to a block's new instruction list.
struct Emitter {
  IrFunction& f;
  std::vector<Instruction>& out;
  std::vector<SourceSpan>* spans; // parallel to out, or null
  SourceSpan span;

  Operand push(Instruction i) {
    out.push_back(i);
    if (spans) spans->push_back(span);
    return Operand(i.dest);
  }
  Operand bin(IrBinOp op, IrType ty, Operand a, Operand b, Value d = kNoValue) {
    return push(make_binop(f.arena, d.valid() ? d : f.new_value(), op, ty, a, b));
  }
  Operand cast(IrType from, IrType to, Operand a, Value d = kNoValue) {
    return push(make_cast(f.arena, d.valid() ? d : f.new_value(), from, to, a));
  }
  Operand mulh(bool is_signed, Operand a, u64 m, Value d = kNoValue) {
    Instruction i = make_inst(f.arena, Opcode::Intrinsic, d.valid() ? d : f.new_value(), IrType::Void, {a, int_operand(i128(i64(m)), IrType::I64)});
    i.sub = u8(is_signed ? IntrinsicOp::Smulh : IntrinsicOp::Umulh);
    return push(i);
  }
  // a >> k (shift op), or a itself when k is 0.
  Operand shr(IrBinOp op, IrType ty, Operand a, int k) {
    return k ? bin(op, ty, a, int_operand(k, ty)) : a;
  }
};

struct DivConst {
  IrFunction& f;
  ValueRewriter rw;
  size_t rewritten = 0;

  explicit DivConst(IrFunction& fn) : f(fn), rw(fn.value_limit()) {}

  // The quotient of unsigned N-bit x by d (3 <= d <= 2^(N-1), not a power of two).
  Operand unsigned_quotient(Emitter& e, IrType ty, int n, Operand x, u64 d, Value dest) {
    UnsignedDivPlan p = plan_unsigned_div(d, n);
    if (n < 64) {
      IrType ut = unsigned_of_width(n);
      Operand x64 = e.cast(ut, IrType::U64, x);
      Operand q64;
      if (p.add && n == 32) {
        // x * m overflows 64 bits for a 33-bit m: q = (x + (x * (m - 2^32) >> 32)) >> s,
        // where the sum cannot overflow in 64 bits.
        Operand t = e.bin(IrBinOp::Mul, IrType::U64, x64, int_operand(i128(p.multiplier), IrType::U64));
        t = e.bin(IrBinOp::LShr, IrType::U64, t, int_operand(32, IrType::U64));
        q64 = e.bin(IrBinOp::Add, IrType::U64, x64, t);
        q64 = e.shr(IrBinOp::LShr, IrType::U64, q64, p.post_shift);
      } else {
        // x * m < 2^64 (m has at most 17 bits for N <= 16, N bits otherwise).
        u64 m = p.add ? p.multiplier + (u64(1) << n) : p.multiplier;
        Operand xs = e.shr(IrBinOp::LShr, IrType::U64, x64, p.pre_shift);
        q64 = e.bin(IrBinOp::Mul, IrType::U64, xs, int_operand(i128(m), IrType::U64));
        q64 = e.shr(IrBinOp::LShr, IrType::U64, q64, n + p.post_shift);
      }
      return e.cast(IrType::U64, ty, q64, dest);
    }
    if (!p.add) {
      Operand xs = e.shr(IrBinOp::LShr, ty, x, p.pre_shift);
      if (!p.post_shift) return e.mulh(false, xs, p.multiplier, dest);
      Operand t = e.mulh(false, xs, p.multiplier);
      return e.bin(IrBinOp::LShr, ty, t, int_operand(p.post_shift, ty), dest);
    }
    Operand t = e.mulh(false, x, p.multiplier);
    Operand q = e.bin(IrBinOp::Sub, ty, x, t);
    q = e.bin(IrBinOp::LShr, ty, q, int_operand(1, ty));
    if (p.post_shift == 1) return e.bin(IrBinOp::Add, ty, q, t, dest);
    q = e.bin(IrBinOp::Add, ty, q, t);
    return e.bin(IrBinOp::LShr, ty, q, int_operand(p.post_shift - 1, ty), dest);
  }

  // The quotient of signed N-bit x by |d| (rounded toward zero), negated when d < 0 and
  // `negate` (a remainder wants the quotient by |d|).
  Operand signed_quotient(Emitter& e, IrType ty, int n, Operand x, i64 d, bool negate, Value dest) {
    SignedDivPlan p = plan_signed_div(d, n);
    bool neg = negate && d < 0;
    if (n < 64) {
      Operand x64 = e.cast(signed_of_width(n), IrType::I64, x);
      // |x * m| < 2^(N-1) * 2^N <= 2^63: the product's bits N + s and up are exact.
      Operand t = e.bin(IrBinOp::Mul, IrType::I64, x64, int_operand(i128(p.multiplier), IrType::I64));
      t = e.bin(IrBinOp::AShr, IrType::I64, t, int_operand(n + p.shift, IrType::I64));
      Operand sign = e.bin(IrBinOp::AShr, IrType::I64, x64, int_operand(63, IrType::I64));
      Operand q = neg ? e.bin(IrBinOp::Sub, IrType::I64, sign, t) : e.bin(IrBinOp::Sub, IrType::I64, t, sign);
      return e.cast(IrType::I64, ty, q, dest);
    }
    Operand t = e.mulh(true, x, p.multiplier);
    if (p.add) t = e.bin(IrBinOp::Add, ty, t, x);
    t = e.shr(IrBinOp::AShr, ty, t, p.shift);
    Operand sign = e.bin(IrBinOp::AShr, ty, x, int_operand(n - 1, ty));
    return neg ? e.bin(IrBinOp::Sub, ty, sign, t, dest) : e.bin(IrBinOp::Sub, ty, t, sign, dest);
  }

  // A quotient computed earlier in the current block: x OP d for the same x, divisor
  // bits, signedness and width. At most kMaxKnown per block (linear).
  struct Known {
    Value x;
    u64 d;
    bool is_signed;
    IrType ty;
    Operand q;
  };
  static constexpr size_t kMaxKnown = 8;
  std::vector<Known> known;
  // Per value: 1 = used by cmp eq/ne against 0, 2 = used otherwise (only when the function
  // has a signed remainder by +-2^k).
  std::vector<u8> zero_tests;

  const Known* find_known(Value x, u64 d, bool is_signed, IrType ty) const {
    for (const Known& k : known)
      if (k.x == x && k.d == d && k.is_signed == is_signed && type_size(k.ty) == type_size(ty)) return &k;
    return nullptr;
  }
  void remember(Value x, u64 d, bool is_signed, IrType ty, Operand q) {
    if (known.size() < kMaxKnown) known.push_back(Known{x, d, is_signed, ty, q});
  }
  bool only_tested_against_zero(Value v) const { return v.id < zero_tests.size() && zero_tests[v.id] == 1; }

  // Rewrites one division; false when it stays.
  bool rewrite(Emitter& e, const Instruction& i) {
    IrType ty = i.ty;
    if (!is_int(ty) || is_128(ty) || !i.operand(1).is_const() || !i.operand(0).is_value()) return false;
    IrBinOp op = i.binop();
    bool is_signed = op == IrBinOp::SDiv || op == IrBinOp::SRem;
    bool rem = op == IrBinOp::SRem || op == IrBinOp::URem;
    int n = int(type_size(ty)) * 8;
    std::optional<i128> c = const_of(i.operand(1), unsigned_of_width(n));
    if (!c) return false;
    u64 ud = u64(*c);                                   // the divisor's N bits, unsigned
    i64 sd = i64(normalize_int(signed_of_width(n), i64(ud))); // and signed
    Operand x = i.operand(0);
    Value dest = i.dest;
    if (ud == 0) return false; // a run-time fault stays
    if (is_signed ? sd == 1 || sd == -1 : ud == 1) {
      if (rem) rw.replace(dest, int_operand(0, ty));
      else if (ud == 1) rw.replace(dest, x);
      else e.push(make_unop(f.arena, dest, IrUnaryOp::Neg, ty, x));
      return true;
    }
    if (!is_signed && std::has_single_bit(ud)) return false; // algebraic's shifts and masks
    u64 ad = is_signed && sd < 0 ? u64(0) - u64(sd) : ud;
    bool pow2 = is_signed && std::has_single_bit(ad);
    if (rem && pow2 && only_tested_against_zero(dest)) {
      // x % +-2^k is 0 exactly when the low k bits of x are.
      e.bin(IrBinOp::And, ty, x, int_operand(i128(ad - 1), ty), dest);
      return true;
    }
    if (rem && (ad & 1) && only_tested_against_zero(dest)) {
      divisibility_test(e, ty, n, x, ad, is_signed, dest);
      return true;
    }
    if (const Known* k = find_known(x.value(), ud, is_signed, ty)) {
      // The quotient is known: q itself, or r = x - q * d.
      if (!rem) rw.replace(dest, k->q);
      else remainder(e, ty, x, k->q, ud, dest);
      return true;
    }
    if (!is_signed) {
      if (ud > (u64(1) << (n - 1))) {
        // q is 0 or 1.
        Value c1 = f.new_value();
        e.push(make_cmp(f.arena, c1, IrCmpOp::Uge, ty, x, int_operand(i128(ud), ty)));
        if (rem) {
          Operand diff = e.bin(IrBinOp::Sub, ty, x, int_operand(i128(ud), ty));
          e.push(make_inst(f.arena, Opcode::Select, dest, ty, {Operand(c1), diff, x}));
        } else if (n == 8) {
          e.push(make_inst(f.arena, Opcode::Select, dest, ty, {Operand(c1), int_operand(1, ty), int_operand(0, ty)}));
          remember(x.value(), ud, false, ty, Operand(dest));
        } else {
          e.cast(IrType::U8, ty, Operand(c1), dest);
          remember(x.value(), ud, false, ty, Operand(dest));
        }
        return true;
      }
      Operand q = unsigned_quotient(e, ty, n, x, ud, rem ? kNoValue : dest);
      remember(x.value(), ud, false, ty, q);
      if (rem) remainder(e, ty, x, q, ud, dest);
      return true;
    }
    if (pow2 && trailing_zeros(x, ty, 0) >= std::countr_zero(ad)) {
      // x is a multiple of 2^k (k*(k+1), 4*i, ...): the quotient needs no rounding, the
      // remainder is 0.
      int k = std::countr_zero(ad);
      if (rem) {
        rw.replace(dest, int_operand(0, ty));
      } else if (sd < 0) {
        Operand q = e.bin(IrBinOp::AShr, ty, x, int_operand(k, ty));
        e.push(make_unop(f.arena, dest, IrUnaryOp::Neg, ty, q));
      } else {
        e.bin(IrBinOp::AShr, ty, x, int_operand(k, ty), dest);
      }
      return true;
    }
    if (pow2) {
      int k = std::countr_zero(ad);
      // The addend is 2^k - 1 for a negative x, 0 otherwise.
      Operand sign = k == 1 ? x : e.bin(IrBinOp::AShr, ty, x, int_operand(n - 1, ty));
      Operand bias = e.bin(IrBinOp::LShr, ty, sign, int_operand(n - k, ty));
      Operand sum = e.bin(IrBinOp::Add, ty, x, bias);
      if (rem) {
        Operand down = e.bin(IrBinOp::And, ty, sum, int_operand(-(i128(1) << k), ty));
        e.bin(IrBinOp::Sub, ty, x, down, dest);
      } else if (sd < 0) {
        Operand q = e.bin(IrBinOp::AShr, ty, sum, int_operand(k, ty));
        e.push(make_unop(f.arena, dest, IrUnaryOp::Neg, ty, q));
        remember(x.value(), ud, true, ty, Operand(dest));
      } else {
        e.bin(IrBinOp::AShr, ty, sum, int_operand(k, ty), dest);
        remember(x.value(), ud, true, ty, Operand(dest));
      }
      return true;
    }
    Operand q = signed_quotient(e, ty, n, x, sd, !rem, rem ? kNoValue : dest);
    // A remainder computes the quotient by |d|.
    remember(x.value(), rem ? ad : ud, true, ty, q);
    if (rem) remainder(e, ty, x, q, ad, dest);
    return true;
  }

  // Marks the values that are only compared with 0 (eq/ne): a signed remainder by 2^k
  // that is only tested for zero needs no rounding correction.
  void find_zero_tests() {
    zero_tests.assign(f.value_limit(), 0);
    auto mark = [&](const Operand& o, u8 how) {
      if (o.is_value() && o.value().id < zero_tests.size()) zero_tests[o.value().id] |= how;
    };
    for (const BasicBlock& b : f.blocks) {
      for (const Instruction& i : b.instructions) {
        bool zero_test = i.op == Opcode::Cmp && (i.cmpop() == IrCmpOp::Eq || i.cmpop() == IrCmpOp::Ne) && is_int(i.ty);
        for (unsigned k = 0; k < i.num_ops; ++k) {
          std::optional<i128> other = zero_test ? const_of(i.operand(1 - k), i.ty) : std::nullopt;
          mark(i.operand(k), other && *other == 0 ? 1 : 2);
        }
      }
      mark(b.terminator.val, 2);
    }
  }

  // A lower bound on the number of low zero bits of o (of type ty), from its definition
  // and theirs up to kTzDepth deep: constants, shifts left, products (of two consecutive
  // integers, k * (k + 1), at least 1), sums, and/or/xor, extensions and truncations.
  static constexpr int kTzDepth = 4;
  std::vector<const Instruction*> defs;
  int trailing_zeros(const Operand& o, IrType ty, int depth) {
    int n = int(type_size(ty)) * 8;
    if (std::optional<i128> c = const_of(o, unsigned_of_width(n))) return *c == 0 ? n : std::countr_zero(u64(*c));
    if (!o.is_value() || depth == kTzDepth) return 0;
    if (defs.empty()) {
      defs.assign(f.value_limit(), nullptr);
      for (const BasicBlock& b : f.blocks)
        for (const Instruction& i : b.instructions)
          if (i.dest.valid() && i.dest.id < defs.size()) defs[i.dest.id] = &i;
    }
    const Instruction* d = o.value().id < defs.size() ? defs[o.value().id] : nullptr;
    if (!d || !is_int(d->ty)) return 0;
    if (d->op == Opcode::Cast) {
      if (!is_int(d->ty2)) return 0;
      return std::min(n, trailing_zeros(d->operand(0), d->ty, depth + 1));
    }
    if (d->op != Opcode::BinOp || type_size(d->ty) != type_size(ty)) return 0;
    auto tz = [&](unsigned k) { return trailing_zeros(d->operand(k), d->ty, depth + 1); };
    switch (d->binop()) {
    case IrBinOp::Shl: {
      std::optional<i64> c = d->operand(1).const_int();
      return c && *c >= 0 && *c < n ? std::min(n, tz(0) + int(*c)) : 0;
    }
    case IrBinOp::Mul: {
      int z = std::min(n, tz(0) + tz(1));
      return std::max(z, consecutive(d->operand(0), d->operand(1)) ? 1 : 0);
    }
    case IrBinOp::And: return std::max(tz(0), tz(1));
    case IrBinOp::Add: case IrBinOp::Sub: case IrBinOp::Or: case IrBinOp::Xor: return std::min(tz(0), tz(1));
    default: return 0;
    }
  }
  const Instruction* def_of(const Operand& o) const {
    return o.is_value() && o.value().id < defs.size() ? defs[o.value().id] : nullptr;
  }
  // Whether a and b are one value: the same operand, or one addition of the same two
  // operands computed twice (gvn may not have run yet).
  bool same_value(const Operand& a, const Operand& b) const {
    if (a == b) return true;
    const Instruction* x = def_of(a);
    const Instruction* y = def_of(b);
    return x && y && x->op == Opcode::BinOp && y->op == Opcode::BinOp && x->binop() == IrBinOp::Add &&
           y->binop() == IrBinOp::Add && x->ty == y->ty &&
           ((x->operand(0) == y->operand(0) && x->operand(1) == y->operand(1)) ||
            (x->operand(0) == y->operand(1) && x->operand(1) == y->operand(0)));
  }
  // Whether one of a and b is the other plus or minus 1: their product is even.
  bool consecutive(const Operand& a, const Operand& b) const {
    auto next_of = [&](const Operand& x, const Operand& y) {
      const Instruction* d = def_of(y);
      if (!d || d->op != Opcode::BinOp || (d->binop() != IrBinOp::Add && d->binop() != IrBinOp::Sub)) return false;
      std::optional<i64> c = d->operand(1).const_int();
      return c && (*c == 1 || *c == -1) && same_value(d->operand(0), x);
    };
    return next_of(a, b) || next_of(b, a);
  }

  // A remainder by an odd d > 1 whose only uses compare it with 0 (x % 3 == 0): d is
  // invertible modulo 2^N, and x * d^-1 maps the multiples of d, x = d * q, to q and
  // everything else elsewhere (it is a bijection). Unsigned, the multiples have q in
  // [0, B] with B = (2^N - 1) / d; signed, q in [-A, A] with A = (2^(N-1) - 1) / d (for odd
  // d the lowest multiple is -A * d), which t = x * d^-1 + A moves to [0, 2A]. So the
  // remainder is 0 exactly when t <=u bound: dest becomes t, and fix_divisibility_tests
  // turns its zero tests into that comparison.
  void divisibility_test(Emitter& e, IrType ty, int n, Operand x, u64 d, bool is_signed, Value dest) {
    u64 inv = d; // Newton's iteration for the inverse modulo 2^64: 3, 6, 12, 24, 48, 96 bits
    for (int k = 0; k < 5; ++k) inv *= 2 - d * inv;
    u64 mask = n == 64 ? ~u64(0) : (u64(1) << n) - 1;
    u64 bound;
    if (is_signed) {
      u64 a = (mask >> 1) / d;
      Operand t = e.bin(IrBinOp::Mul, ty, x, int_operand(i128(i64(inv & mask)), ty));
      e.bin(IrBinOp::Add, ty, t, int_operand(i128(i64(a)), ty), dest);
      bound = 2 * a;
    } else {
      e.bin(IrBinOp::Mul, ty, x, int_operand(i128(i64(inv & mask)), ty), dest);
      bound = mask / d;
    }
    if (divisibility_bound.size() < f.value_limit()) divisibility_bound.resize(f.value_limit(), kNoBound);
    divisibility_bound[dest.id] = bound;
  }
  static constexpr u64 kNoBound = ~u64(0);
  std::vector<u64> divisibility_bound; // per value: the bound of divisibility_test's t

  // The zero tests of the remainders divisibility_test rewrote: t == 0 is t <=u bound.
  void fix_divisibility_tests() {
    if (divisibility_bound.empty()) return;
    auto bound_of = [&](const Operand& o) {
      return o.is_value() && o.value().id < divisibility_bound.size() ? divisibility_bound[o.value().id] : kNoBound;
    };
    for (BasicBlock& b : f.blocks)
      for (Instruction& i : b.instructions) {
        if (i.op != Opcode::Cmp || (i.cmpop() != IrCmpOp::Eq && i.cmpop() != IrCmpOp::Ne)) continue;
        unsigned k = bound_of(i.operand(0)) != kNoBound ? 0 : bound_of(i.operand(1)) != kNoBound ? 1 : 2;
        if (k == 2) continue;
        Operand t = i.operand(k);
        i.operand(0) = t;
        i.operand(1) = int_operand(i128(i64(bound_of(t))), i.ty);
        i.sub = u8(i.cmpop() == IrCmpOp::Eq ? IrCmpOp::Ule : IrCmpOp::Ugt);
      }
  }

  // r = x - q * d.
  void remainder(Emitter& e, IrType ty, Operand x, Operand q, u64 d, Value dest) {
    Operand p = e.bin(IrBinOp::Mul, ty, q, int_operand(i128(i64(d)), ty));
    e.bin(IrBinOp::Sub, ty, x, p, dest);
  }

  size_t run() {
    bool any_rem = false;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions)
        any_rem |= candidate(i) && (i.binop() == IrBinOp::SRem || i.binop() == IrBinOp::URem);
    if (any_rem) find_zero_tests();
    for (BasicBlock& b : f.blocks) {
      known.clear();
      size_t first = b.instructions.size();
      for (size_t k = 0; k < b.instructions.size() && first == b.instructions.size(); ++k)
        if (candidate(b.instructions[k])) first = k;
      if (first == b.instructions.size()) continue;
      bool has_spans = !b.source_spans.empty();
      std::vector<Instruction> out;
      std::vector<SourceSpan> out_spans;
      out.reserve(b.instructions.size() + 8);
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        const Instruction& i = b.instructions[k];
        SourceSpan sp = has_spans ? b.source_spans[k] : SourceSpan();
        if (k >= first && candidate(i)) {
          Emitter e{f, out, has_spans ? &out_spans : nullptr, sp};
          if (rewrite(e, i)) {
            ++rewritten;
            continue;
          }
        }
        out.push_back(i);
        if (has_spans) out_spans.push_back(sp);
      }
      b.instructions = std::move(out);
      if (has_spans) b.source_spans = std::move(out_spans);
    }
    fix_divisibility_tests();
    if (!rw.empty()) rw.apply(f); // the uses of quotients by 1 and remainders by +-1
    return rewritten;
  }

  static bool candidate(const Instruction& i) {
    if (i.op != Opcode::BinOp || !i.operand(1).is_const()) return false;
    IrBinOp op = i.binop();
    return op == IrBinOp::SDiv || op == IrBinOp::UDiv || op == IrBinOp::SRem || op == IrBinOp::URem;
  }
};

} // namespace

size_t reduce_const_division(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated) return 0;
  DivConst d(f);
  return d.run();
}

} // namespace ilcc
