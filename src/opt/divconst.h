// divconst.h — division strength reduction: integer division and remainder by a constant
// become multiplications by a reciprocal, shifts and adds.
#pragma once

#include "ir/module.h"

namespace ilcc {

// The multiplier of Granlund and Montgomery ("Division by invariant integers using
// multiplication", 1994, section 6; Hacker's Delight chapter 10) for dividing an
// unsigned N-bit number by d with `prec` bits of precision (prec <= N): the smallest
// shift s and an m of at most N + 1 bits with floor(x * m / 2^(N + s)) = floor(x / d)
// for every x < 2^prec. Requires 2 <= d < 2^63 and 8 <= N <= 64.
struct DivMagic {
  u128 multiplier = 0; // < 2^(N + 1)
  int shift = 0;       // post-shift s, 0 <= s <= ceil(log2 d)
};
DivMagic choose_div_multiplier(u64 d, int n, int prec);

// How to divide an unsigned N-bit x by d (d >= 3, not a power of two, d <= 2^(N-1)):
//   q = mulhi_N(x >> pre_shift, multiplier) >> post_shift                 (add == false)
//   t = mulhi_N(x, multiplier); q = (((x - t) >> 1) + t) >> (post_shift - 1) (add == true)
// where mulhi_N is the high N bits of the 2N-bit product; `multiplier` < 2^N in both cases
// (with add, it is the (N+1)-bit magic minus 2^N).
struct UnsignedDivPlan {
  u64 multiplier = 0;
  int pre_shift = 0;
  int post_shift = 0;
  bool add = false;
};
UnsignedDivPlan plan_unsigned_div(u64 d, int n);

// How to divide a signed N-bit x by d (|d| >= 3, not a power of two):
//   t = mulhs_N(x, multiplier) (+ x when add) >> shift; q = t - (x >> (N - 1)), negated for
//   d < 0. `multiplier` is taken as an N-bit signed number (add: the N-bit magic m >= 2^(N-1),
//   which as a signed number is m - 2^N).
struct SignedDivPlan {
  u64 multiplier = 0; // the magic, 0 < m < 2^N
  int shift = 0;
  bool add = false;   // m >= 2^(N-1)
};
SignedDivPlan plan_signed_div(i64 d, int n);

// Rewrites sdiv/udiv/srem/urem of i8..i64 (and their unsigned types) by a constant
// divisor: unsigned by any constant but 0 and powers of two (algebraic's), signed by
// +-2^k with a rounding correction, by -1 as a negation, by other constants with a magic
// multiplier. Narrow types multiply in i64; 64-bit types use the umulh/smulh intrinsics.
// A remainder is x - q * d; one quotient serves the divisions and remainders of the same
// dividend and divisor in a block; a signed remainder by 2^k only compared with 0 becomes a
// mask. Linear. Returns the number of divisions rewritten.
size_t reduce_const_division(IrFunction& f);

} // namespace ilcc
