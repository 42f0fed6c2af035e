#include "ir/constants.h"
#include "ir/ops.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>

using namespace ilcc;

TEST(IrConst, F128BytesOfDoubles) {
  u8 b[16];
  f64_to_f128_bytes(1.0, b);
  // 1.0 = exponent 16383 (0x3fff), fraction 0.
  EXPECT_EQ(b[15], 0x3f);
  EXPECT_EQ(b[14], 0xff);
  for (int i = 0; i < 14; ++i) EXPECT_EQ(b[i], 0);
  f64_to_f128_bytes(-2.0, b);
  EXPECT_EQ(b[15], 0xc0);
  EXPECT_EQ(b[14], 0x00);
  // Round trip through x87 and back to f64 for a spread of values, subnormals included.
  for (double d : {0.0, -0.0, 1.5, -3.25, 1e300, 1e-300, 4.9e-324, 2.2250738585072014e-308, 123456789.0,
                   HUGE_VAL, -HUGE_VAL}) {
    f64_to_f128_bytes(d, b);
    double back = f128_bytes_to_f64(b);
    EXPECT_EQ(std::memcmp(&back, &d, 8), 0) << d;
  }
}

TEST(IrConst, X87BytesMatchHost) {
  for (double d : {0.0, 1.0, -1.0, 0.1, 3.141592653589793, 1e-310, 1e308, -HUGE_VAL}) {
    u8 x[10];
    f64_to_x87_bytes(d, x);
    long double host = d;
    EXPECT_EQ(std::memcmp(x, &host, 10), 0) << d;
    // f128 -> x87 agrees as well.
    u8 q[16], x2[10];
    f64_to_f128_bytes(d, q);
    f128_bytes_to_x87_bytes(q, x2);
    EXPECT_EQ(std::memcmp(x2, &host, 10), 0) << d;
  }
}

TEST(IrConst, LongDoubleKeepsX87Precision) {
  long double v = 1.0L / 3.0L;
  IrConst c = IrConst::long_double_from_x87(v);
  EXPECT_EQ(c.ld_host(), v);
  EXPECT_EQ(c.ld_approx(), double(v));
  IrConst big = IrConst::long_double_from_u64(UINT64_MAX);
  EXPECT_EQ(big.ld_host(), (long double)UINT64_MAX);
  IrConst neg = IrConst::long_double_from_i64(INT64_MIN);
  EXPECT_EQ(neg.ld_host(), (long double)INT64_MIN);
  i128 huge = (i128(1) << 120) + 12345;
  IrConst h = IrConst::long_double_from_i128(huge);
  EXPECT_EQ(h.ld_host(), (long double)huge);
}

TEST(IrConst, Coercions) {
  EXPECT_EQ(IrConst::int32(-1).coerce_to(IrType::I64).int_value(), -1);
  EXPECT_EQ(IrConst::int32(-1).coerce_to_with_src(IrType::I64, IrType::U32).int_value(), 0xffffffffLL);
  EXPECT_EQ(IrConst::int64(0x1234).narrowed_to(IrType::I8).int_value(), 0x34);
  EXPECT_EQ(IrConst::int64(300).narrowed_to(IrType::U8).int_value(), i8(300 & 0xff));
  EXPECT_EQ(IrConst::float64(3.9).coerce_to(IrType::I32).int_value(), 3);
  EXPECT_EQ(IrConst::float64(-3.9).coerce_to(IrType::I32).int_value(), -3);
  EXPECT_EQ(IrConst::int32(7).coerce_to(IrType::F64).f64_value(), 7.0);
  EXPECT_EQ(IrConst::int32(-1).coerce_to_with_src(IrType::F64, IrType::U32).f64_value(), 4294967295.0);
  EXPECT_EQ(IrConst::float64(0.0).bool_normalize().int_value(), 0);
  EXPECT_EQ(IrConst::float64(-0.5).bool_normalize().int_value(), 1);
  EXPECT_TRUE(IrConst::zero().is_zero());
  EXPECT_TRUE(IrConst::float64(-0.0).is_zero());
  EXPECT_TRUE(IrConst::int128(1).is_one());
}

TEST(IrConst, HashKeysUseBits) {
  EXPECT_EQ(IrConst::float64(1.0).to_hash_key(), IrConst::float64(1.0).to_hash_key());
  EXPECT_FALSE(IrConst::float64(0.0).to_hash_key() == IrConst::float64(-0.0).to_hash_key());
  double nan = std::nan("");
  EXPECT_EQ(IrConst::float64(nan).to_hash_key(), IrConst::float64(nan).to_hash_key());
  EXPECT_FALSE(IrConst::int32(1).to_hash_key() == IrConst::int64(1).to_hash_key());
}

TEST(IrConst, LittleEndianBytes) {
  std::vector<u8> out;
  IrConst::int32(0x01020304).push_le_bytes(out, 4);
  EXPECT_EQ(out, (std::vector<u8>{4, 3, 2, 1}));
  out.clear();
  IrConst::int8(-1).push_le_bytes(out, 8); // sign-extended into a wider slot
  EXPECT_EQ(out, std::vector<u8>(8, 0xff));
  out.clear();
  IrConst::long_double(1.0).push_le_bytes(out, 16);
  ASSERT_EQ(out.size(), 16u);
  EXPECT_EQ(out[7], 0x80); // explicit integer bit
  EXPECT_EQ(out[8], 0xff);
  EXPECT_EQ(out[9], 0x3f);
  EXPECT_EQ(out[10], 0);
}

TEST(IrOps, Evaluation) {
  EXPECT_EQ(*eval_i64(IrBinOp::Add, INT64_MAX, 1), INT64_MIN);
  EXPECT_FALSE(eval_i64(IrBinOp::SDiv, 1, 0));
  EXPECT_EQ(*eval_i64(IrBinOp::SDiv, INT64_MIN, -1), INT64_MIN);
  EXPECT_EQ(*eval_i64(IrBinOp::UDiv, -1, 2), INT64_MAX);
  EXPECT_EQ(*eval_i64(IrBinOp::LShr, -1, 63), 1);
  EXPECT_EQ(*eval_i64(IrBinOp::AShr, -8, 1), -4);
  EXPECT_EQ(*eval_typed(IrBinOp::Add, IrType::I32, INT32_MAX, 1), INT32_MIN);
  EXPECT_EQ(*eval_typed(IrBinOp::Add, IrType::U32, 0xffffffff, 1), 0);
  EXPECT_EQ(*eval_typed(IrBinOp::UDiv, IrType::U32, 0xfffffffe, 2), 0x7fffffff);
  EXPECT_EQ(*eval_typed(IrBinOp::SDiv, IrType::I32, -7, 2), -3);
  EXPECT_EQ(*eval_typed(IrBinOp::SRem, IrType::I32, -7, 2), -1);
  EXPECT_EQ(*eval_typed(IrBinOp::Shl, IrType::I32, 1, 33), 2); // count masked to 5 bits
  EXPECT_EQ(*eval_typed(IrBinOp::LShr, IrType::I32, -1, 28), 0xf);
  EXPECT_EQ(*eval_typed(IrUnaryOp::Clz, IrType::I32, 1), 31);
  EXPECT_EQ(*eval_typed(IrUnaryOp::Ctz, IrType::I64, 0), 64);
  EXPECT_EQ(*eval_typed(IrUnaryOp::Popcount, IrType::I8, -1), 8);
  EXPECT_EQ(*eval_typed(IrUnaryOp::Bswap, IrType::U32, 0x11223344), 0x44332211);
  EXPECT_EQ(*eval_typed(IrUnaryOp::Neg, IrType::I8, -128), -128);
  EXPECT_FALSE(eval_typed(IrUnaryOp::IsConstant, IrType::I32, 1));
  EXPECT_TRUE(eval_i64(IrCmpOp::Ult, 1, -1));
  EXPECT_FALSE(eval_i64(IrCmpOp::Slt, 1, -1));
  EXPECT_FALSE(eval_f64(IrCmpOp::Eq, std::nan(""), std::nan("")));
  EXPECT_TRUE(eval_f64(IrCmpOp::Ne, std::nan(""), 1.0));
  EXPECT_TRUE(is_commutative(IrBinOp::Xor));
  EXPECT_FALSE(is_commutative(IrBinOp::Sub));
  EXPECT_TRUE(can_trap(IrBinOp::URem));
  EXPECT_EQ(swapped(IrCmpOp::Slt), IrCmpOp::Sgt);
  EXPECT_EQ(inverse(IrCmpOp::Ule), IrCmpOp::Ugt);
  i128 big = i128(1) << 100;
  EXPECT_EQ(*eval_i128(IrBinOp::Mul, big, 4), big * 4);
  EXPECT_TRUE(eval_i128(IrCmpOp::Sgt, big, 1));
}

TEST(IrConst, SerializersAndCasts) {
  // The x86 image of a long double is x87 extended; the binary128 one is IEEE quad.
  IrConst ld = IrConst::long_double(-1.5);
  std::vector<u8> x87 = ld.x87_bytes();
  long double host = -1.5L;
  ASSERT_EQ(x87.size(), 10u);
  EXPECT_EQ(std::memcmp(x87.data(), &host, 10), 0);
  std::vector<u8> quad;
  ld.push_le_bytes_binary128(quad, 16);
  EXPECT_EQ(quad[15], 0xbf); // sign, exponent 0x3fff
  EXPECT_EQ(quad[14], 0xff);
  EXPECT_EQ(quad[13], 0x80); // fraction .1 (binary)
  EXPECT_EQ(IrConst::int16(0x1234).to_le_bytes(), (std::vector<u8>{0x34, 0x12}));
  EXPECT_EQ(IrConst::float32(1.0f).to_le_bytes(), (std::vector<u8>{0, 0, 0x80, 0x3f}));
  EXPECT_EQ(IrConst::int32(-2).x87_bytes(), IrConst::long_double(-2.0).x87_bytes());
  // Float casts as C converts (truncation toward zero for integers).
  EXPECT_EQ(IrConst::cast_float_to_target(-7.9, IrType::I8).int_value(), -7);
  EXPECT_EQ(IrConst::cast_float_to_target(300.5, IrType::U16).int_value(), 300);
  EXPECT_EQ(IrConst::cast_float_to_target(0.1, IrType::F32).f32_value(), 0.1f);
  EXPECT_EQ(IrConst::cast_float_to_target(0.25, IrType::F128).ld_host(), 0.25L);
  EXPECT_TRUE(is_unsigned_cmp(IrCmpOp::Uge));
  EXPECT_FALSE(is_unsigned_cmp(IrCmpOp::Sge));
  EXPECT_TRUE(is_signed_cmp(IrCmpOp::Slt));
}
