// The magic numbers of divconst: each unsigned and signed division plan, evaluated here
// with exact 128-bit arithmetic the way the emitted code evaluates it, gives C's quotient.
// Exhaustive over every dividend for 8-bit types and for 16-bit divisors up to 600 (and a
// sample above); for 32 and 64 bits over boundary dividends (0, 1, the extremes, the
// multiples of d nearest them and nearest random points) and random ones.
#include "opt/divconst.h"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <vector>

using namespace ilcc;

namespace {

u128 mask_of(int n) { return n == 64 ? u128(~u64(0)) : (u128(1) << n) - 1; }

// What the emitted code computes for unsigned x (N bits).
u64 run_unsigned(const UnsignedDivPlan& p, int n, u64 x) {
  auto mulhi = [&](u128 a, u128 b) { return u64((a * b) >> n); };
  if (!p.add) return mulhi(x >> p.pre_shift, p.multiplier) >> p.post_shift;
  u64 t = mulhi(x, p.multiplier);
  u64 q = ((x - t) & u64(mask_of(n))) >> 1;
  return u64(((u128(q) + t) & mask_of(n)) >> (p.post_shift - 1));
}

// The N-bit signed number of the low N bits of v.
i64 sext(u64 v, int n) { return n == 64 ? i64(v) : i64(v << (64 - n)) >> (64 - n); }

// What the emitted code computes for signed x (N bits), d != 0.
i64 run_signed(const SignedDivPlan& p, int n, i64 d, i64 x) {
  i128 m = sext(p.multiplier, n);
  i64 t = i64((i128(x) * m) >> n); // floor: arithmetic shift
  if (p.add) t += x;
  t >>= p.shift;
  i64 q = t - (x < 0 ? -1 : 0);
  return d < 0 ? -q : q;
}

bool is_pow2(u64 d) { return std::has_single_bit(d); }

void check_unsigned(u64 d, int n, const std::vector<u64>& xs) {
  UnsignedDivPlan p = plan_unsigned_div(d, n);
  ASSERT_LT(u128(p.multiplier), u128(1) << n);
  for (u64 x : xs) {
    x &= u64(mask_of(n));
    ASSERT_EQ(run_unsigned(p, n, x), x / d) << "N=" << n << " x=" << x << " d=" << d;
  }
}

void check_signed(i64 d, int n, const std::vector<u64>& xs) {
  SignedDivPlan p = plan_signed_div(d, n);
  ASSERT_LT(u128(p.multiplier), u128(1) << n);
  i64 min = n == 64 ? INT64_MIN : -(i64(1) << (n - 1));
  for (u64 ux : xs) {
    i64 x = sext(ux, n);
    i64 want = x == min && d == -1 ? x : x / d;
    ASSERT_EQ(run_signed(p, n, d, x), want) << "N=" << n << " x=" << x << " d=" << d;
  }
}

std::vector<u64> all_values(int n) {
  std::vector<u64> v;
  for (u64 x = 0; x < (u64(1) << n); ++x) v.push_back(x);
  return v;
}

// Dividends near the ends of the range, near multiples of d there, and random ones.
std::vector<u64> boundary_values(u64 d, int n, std::mt19937_64& rng) {
  std::vector<u64> v;
  u64 max = u64(mask_of(n));
  u64 smax = max >> 1;
  for (u64 x : {u64(0), u64(1), u64(2), d - 1, d, d + 1, max, max - 1, smax, smax + 1, smax - 1, smax + 2})
    v.push_back(x);
  for (u64 base : {max, smax, u64(0) - smax - 1}) {
    u64 k = (base & max) / d;
    for (u64 kk = k > 2 ? k - 2 : 0; kk <= k; ++kk)
      for (i64 off = -1; off <= 1; ++off) v.push_back(kk * d + u64(off));
    // Negative multiples, for the signed interpretation.
    for (u64 kk = 1; kk <= 3; ++kk)
      for (i64 off = -1; off <= 1; ++off) v.push_back(u64(0) - kk * d + u64(off));
  }
  for (int i = 0; i < 300; ++i) {
    u64 r = rng() & max;
    v.push_back(r);
    u64 m = r / d * d;
    v.push_back(m), v.push_back(m - 1), v.push_back(m + d - 1);
  }
  return v;
}

std::vector<u64> interesting_divisors(int n, std::mt19937_64& rng) {
  std::vector<u64> v;
  for (u64 d = 3; d <= 1000; ++d) v.push_back(d);
  u64 max = u64(mask_of(n));
  for (u64 d : {u64(641), u64(1000000007), u64(0x7fffffff), u64(0x80000001), u64(6700417), u64(274177),
                ~u64(0) / 3, ~u64(0) / 5, ~u64(0) / 7, u64(1) << 62 | 1, (u64(1) << 63) - 1, u64(10000000000000000000u),
                max / 3, max / 10, max >> 1, (max >> 1) - 2, u64(60), u64(86400), u64(3600000)})
    v.push_back(d);
  for (int i = 0; i < 200; ++i) v.push_back(rng() >> (rng() % 64));
  return v;
}

} // namespace

TEST(DivConst, ChooseMultiplierKnownValues) {
  // Hacker's Delight's table (10-1, 10-2): unsigned 7 needs the add form with
  // m = 0x24924925 and s = 3; unsigned 3 is 0xAAAAAAAB >> 1; signed 7 is 0x92492493 >> 2
  // with the add.
  UnsignedDivPlan u7 = plan_unsigned_div(7, 32);
  EXPECT_TRUE(u7.add);
  EXPECT_EQ(u7.multiplier, 0x24924925u);
  EXPECT_EQ(u7.post_shift, 3);
  UnsignedDivPlan u3 = plan_unsigned_div(3, 32);
  EXPECT_FALSE(u3.add);
  EXPECT_EQ(u3.multiplier, 0xAAAAAAABu);
  EXPECT_EQ(u3.post_shift, 1);
  SignedDivPlan s7 = plan_signed_div(7, 32);
  EXPECT_TRUE(s7.add);
  EXPECT_EQ(s7.multiplier, 0x92492493u);
  EXPECT_EQ(s7.shift, 2);
  SignedDivPlan s3 = plan_signed_div(3, 32);
  EXPECT_FALSE(s3.add);
  EXPECT_EQ(s3.multiplier, 0x55555556u);
  EXPECT_EQ(s3.shift, 0);
  // An even divisor whose magic needs 33 bits is pre-shifted instead: 14 = 2 * 7.
  UnsignedDivPlan u14 = plan_unsigned_div(14, 32);
  EXPECT_FALSE(u14.add);
  EXPECT_EQ(u14.pre_shift, 1);
}

TEST(DivConst, ExhaustiveEightBits) {
  std::vector<u64> xs = all_values(8);
  for (u64 d = 3; d <= 128; ++d)
    if (!is_pow2(d)) check_unsigned(d, 8, xs);
  for (i64 d = -127; d <= 127; ++d)
    if (!is_pow2(u64(d < 0 ? -d : d)) && d != 1 && d != -1 && d != 0) check_signed(d, 8, xs);
}

TEST(DivConst, ExhaustiveSixteenBits) {
  std::vector<u64> xs = all_values(16);
  for (u64 d = 3; d <= 32768; d += d < 600 ? 1 : 97)
    if (!is_pow2(d)) check_unsigned(d, 16, xs);
  for (i64 d = 3; d <= 32767; d += d < 300 ? 1 : 389)
    if (!is_pow2(u64(d))) {
      check_signed(d, 16, xs);
      check_signed(-d, 16, xs);
    }
}

TEST(DivConst, ThirtyTwoAndSixtyFourBits) {
  std::mt19937_64 rng(20261126);
  for (int n : {32, 64}) {
    u64 max = u64(mask_of(n));
    for (u64 d : interesting_divisors(n, rng)) {
      d &= max;
      if (d < 3) continue;
      std::vector<u64> xs = boundary_values(d, n, rng);
      if (!is_pow2(d) && d <= (max >> 1) + 1) check_unsigned(d, n, xs);
      i64 sd = sext(d, n);
      u64 ad = sd < 0 ? u64(0) - u64(sd) : u64(sd);
      if (ad >= 3 && !is_pow2(ad)) {
        check_signed(sd, n, xs);
        check_signed(-sd, n, xs);
      }
    }
  }
}
