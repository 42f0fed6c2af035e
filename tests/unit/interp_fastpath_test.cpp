// interp_fastpath_test.cpp — the interpreter computes what ir/ops.h and ir/constants.h
// (the constant folder's semantics) say, on its fast paths and its general paths alike.
//
// For every integer type and every binary operation, unary operation, comparison (alone
// and fused with a condbr), and for every pair of scalar types of a cast, a one-
// instruction IR function is decoded and run on a few thousand operand values (edge
// values and random bit patterns, normalized to the type as the slot invariant requires)
// and compared with eval_typed / eval_typed128 / eval_i64 / IrConst::coerce_to_with_src.
#include "interp_test_support.h"

#include "ir/printer.h"

#include <random>

using namespace ilcc;
using namespace ilcc::interp;
using namespace ilcc::interp::testing;

namespace {

const IrType kIntTypes[] = {IrType::I8, IrType::U8, IrType::I16, IrType::U16, IrType::I32,
                            IrType::U32, IrType::I64, IrType::U64, IrType::I128, IrType::U128};

std::vector<i128> sample_values(IrType ty, size_t random_count) {
  std::vector<i128> v = {0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 65, 127, 128, -1, -2, -128, 255, 256,
                         32767, -32768, 65535, 2147483647, -2147483647 - 1, 4294967295LL,
                         INT64_MAX, INT64_MIN, i128(u128(1) << 127), ~i128(u128(1) << 127)};
  std::mt19937_64 rng(unsigned(ty) * 7919u + 17u);
  for (size_t i = 0; i < random_count; ++i) v.push_back(i128((u128(rng()) << 64) | rng()));
  for (i128& x : v) x = normalize_int128(ty, x);
  return v;
}

Slot arg(IrType ty, i128 v) { return is_128(ty) ? wide_slot(v) : int_slot(i64(v)); }
i128 result(IrType ty, const Slot& s) { return is_128(ty) ? s.w : normalize_int128(ty, s.i); }

std::string tname(IrType t) { return std::string(type_name(t)); }

} // namespace

TEST(InterpFastPath, BinaryOperationsMatchOpsH) {
  std::string text;
  for (IrType ty : kIntTypes)
    for (unsigned op = 0; op < kNumBinOps; ++op) {
      std::string name = std::string(op_name(IrBinOp(op))) + "_" + tname(ty);
      text += "define " + tname(ty) + " @" + name + "(" + tname(ty) + " %0, " + tname(ty) + " %1) {\n.LBB0:\n  %2 = " +
              std::string(op_name(IrBinOp(op))) + " " + tname(ty) + " %0, %1\n  ret " + tname(ty) + " %2\n}\n";
    }
  LoadedModule m(text);
  ASSERT_TRUE(m.ok());
  for (IrType ty : kIntTypes) {
    std::vector<i128> values = sample_values(ty, 40);
    for (unsigned op = 0; op < kNumBinOps; ++op) {
      IrBinOp bop = IrBinOp(op);
      std::string name = std::string(op_name(bop)) + "_" + tname(ty);
      for (i128 a : values)
        for (i128 b : values) {
          if (can_trap(bop)) {
            // The interpreter faults on these (tested in tests/lit/run/faults.ir).
            if (b == 0) continue;
            IrType sty = to_signed(ty);
            if ((bop == IrBinOp::SDiv || bop == IrBinOp::SRem) && normalize_int128(sty, b) == -1) continue;
          }
          std::optional<i128> want = eval_typed128(bop, ty, a, b);
          ASSERT_TRUE(want.has_value());
          i128 got = result(ty, m.call(name, {arg(ty, a), arg(ty, b)}));
          ASSERT_TRUE(got == *want) << name << " of " << i64(a) << ", " << i64(b);
        }
    }
  }
}

TEST(InterpFastPath, UnaryOperationsMatchOpsH) {
  std::string text;
  for (IrType ty : kIntTypes)
    for (unsigned op = 0; op < kNumUnaryOps; ++op) {
      if (IrUnaryOp(op) == IrUnaryOp::IsConstant) continue;
      std::string opn(op_name(IrUnaryOp(op)));
      text += "define " + tname(ty) + " @" + opn + "_" + tname(ty) + "(" + tname(ty) + " %0) {\n.LBB0:\n  %1 = " + opn +
              " " + tname(ty) + " %0\n  ret " + tname(ty) + " %1\n}\n";
    }
  LoadedModule m(text);
  ASSERT_TRUE(m.ok());
  for (IrType ty : kIntTypes)
    for (unsigned op = 0; op < kNumUnaryOps; ++op) {
      if (IrUnaryOp(op) == IrUnaryOp::IsConstant) continue;
      std::string name = std::string(op_name(IrUnaryOp(op))) + "_" + tname(ty);
      for (i128 a : sample_values(ty, 200)) {
        i128 want = *eval_typed128(IrUnaryOp(op), ty, a);
        ASSERT_TRUE(result(ty, m.call(name, {arg(ty, a)})) == want) << name << " of " << i64(a);
      }
    }
}

TEST(InterpFastPath, ComparisonsAndFusedBranchesMatchOpsH) {
  std::string text;
  for (IrType ty : kIntTypes)
    for (unsigned op = 0; op < kNumCmpOps; ++op) {
      std::string opn(op_name(IrCmpOp(op))), t = tname(ty);
      text += "define i8 @c_" + opn + "_" + t + "(" + t + " %0, " + t + " %1) {\n.LBB0:\n  %2 = cmp " + opn + " " + t +
              " %0, %1\n  ret i8 %2\n}\n";
      text += "define i8 @b_" + opn + "_" + t + "(" + t + " %0, " + t + " %1) {\n.LBB0:\n  %2 = cmp " + opn + " " + t +
              " %0, %1\n  condbr %2, .LBB1, .LBB2\n.LBB1:\n  ret i8 1\n.LBB2:\n  ret i8 0\n}\n";
    }
  LoadedModule m(text);
  ASSERT_TRUE(m.ok());
  for (IrType ty : kIntTypes) {
    std::vector<i128> values = sample_values(ty, 30);
    for (unsigned op = 0; op < kNumCmpOps; ++op) {
      IrCmpOp cop = IrCmpOp(op);
      // The predicate decides the signedness: compare the width's signed or unsigned values.
      IrType as = is_signed_cmp(cop) ? to_signed(ty) : to_unsigned(ty);
      std::string suffix = std::string(op_name(cop)) + "_" + tname(ty);
      for (i128 a : values)
        for (i128 b : values) {
          bool want = eval_i128(cop, normalize_int128(as, a), normalize_int128(as, b));
          if (is_128(ty)) want = eval_i128(cop, a, b);
          ASSERT_EQ(m.call("c_" + suffix, {arg(ty, a), arg(ty, b)}).i, i64(want)) << suffix << " " << i64(a) << " " << i64(b);
          ASSERT_EQ(m.call("b_" + suffix, {arg(ty, a), arg(ty, b)}).i, i64(want)) << "fused " << suffix;
        }
    }
  }
}

TEST(InterpFastPath, CastsMatchTheConstantFolder) {
  const IrType all[] = {IrType::I8,  IrType::U8,   IrType::I16, IrType::U16, IrType::I32, IrType::U32, IrType::I64,
                        IrType::U64, IrType::I128, IrType::U128, IrType::F32, IrType::F64, IrType::F128, IrType::Ptr};
  std::string text;
  for (IrType from : all)
    for (IrType to : all)
      text += "define " + tname(to) + " @k_" + tname(from) + "_" + tname(to) + "(" + tname(from) + " %0) {\n.LBB0:\n  %1 = cast " +
              tname(from) + " %0 to " + tname(to) + "\n  ret " + tname(to) + " %1\n}\n";
  LoadedModule m(text);
  ASSERT_TRUE(m.ok());
  std::mt19937_64 rng(99);
  for (IrType from : all) {
    // Source values as constants of the source type.
    std::vector<IrConst> sources;
    if (is_float(from)) {
      for (double d : {0.0, -0.0, 1.5, -1.5, 2.5, -3.7, 1e10, -1e10, 3e9, 4294967296.0, 1.8e19, -9.3e18, 1e30, 65535.9, 127.5,
                       -128.9, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()})
        sources.push_back(from == IrType::F32 ? IrConst::float32(float(d)) : from == IrType::F64 ? IrConst::float64(d) : IrConst::long_double(d));
      for (int i = 0; i < 100; ++i) {
        double d = std::ldexp(double(i64(rng())) / 9.2e18, int(rng() % 140) - 10);
        sources.push_back(from == IrType::F32 ? IrConst::float32(float(d)) : from == IrType::F64 ? IrConst::float64(d) : IrConst::long_double(d));
      }
    } else {
      for (i128 v : sample_values(from == IrType::Ptr ? IrType::U64 : from, 100)) sources.push_back(IrConst::from_i128(v, from));
    }
    for (IrType to : all) {
      std::string name = "k_" + tname(from) + "_" + tname(to);
      for (const IrConst& c : sources) {
        IrConst want = c.coerce_to_with_src(to == IrType::Ptr ? IrType::U64 : to, from == IrType::Ptr ? IrType::U64 : from);
        Slot w = const_slot(want, to);
        Slot got = m.call(name, {const_slot(c, from)});
        size_t n = to == IrType::F128 ? 10 : type_size(to);
        if (is_int_or_ptr(to) && !is_128(to)) n = 8; // the slot holds the extended value
        std::string text_of;
        print_const(text_of, c, from);
        if (is_float(to) && std::isnan(to == IrType::F32 ? double(w.f) : to == IrType::F64 ? w.d : double(w.ld))) {
          bool got_nan = std::isnan(to == IrType::F32 ? double(got.f) : to == IrType::F64 ? got.d : double(got.ld));
          EXPECT_TRUE(got_nan) << name << " of " << text_of;
          continue;
        }
        ASSERT_EQ(std::memcmp(&got, &w, n), 0) << name << " of " << text_of;
      }
    }
  }
}
