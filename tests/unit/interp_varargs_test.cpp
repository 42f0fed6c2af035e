// interp_varargs_test.cpp — the interpreter's va_list is the compiler's.
//
// Host variadic functions, compiled by g++ or clang, hand their own va_list (built by a
// real SysV prologue) to va_arg_op / va_arg_struct_op, which must read back exactly what
// the host caller passed: integers past the six GPRs, doubles past the eight XMMs, long
// double and __int128, structs classified INTEGER+SSE, SSE+SSE and MEMORY, and structs
// that no longer fit in the remaining registers. The opposite direction (an IR-built
// va_list read by the host's vprintf) is tests/lit/run/varargs.ir.
#include "interp/internal.h"

#include <gtest/gtest.h>

#include <cstdarg>

using namespace ilcc;
using namespace ilcc::interp;

namespace {

struct IntDouble {
  int i;
  double d;
};
struct TwoDoubles {
  double a, b;
};
struct Big {
  long long x, y, z;
};

const EightbyteClass kIntSse[] = {EightbyteClass::Integer, EightbyteClass::Sse};
const EightbyteClass kSseSse[] = {EightbyteClass::Sse, EightbyteClass::Sse};
const EightbyteClass kMemory[] = {EightbyteClass::Memory};

i64 next_int(u8* ap, IrType ty) {
  Slot s{};
  EXPECT_EQ(va_arg_op(ap, ty, s), nullptr);
  return s.i;
}
double next_double(u8* ap) {
  Slot s{};
  EXPECT_EQ(va_arg_op(ap, IrType::F64, s), nullptr);
  return s.d;
}

void ints_and_doubles(int n, ...) {
  va_list ap;
  va_start(ap, n);
  u8* p = reinterpret_cast<u8*>(ap);
  for (int k = 0; k < n; ++k) {
    EXPECT_EQ(next_int(p, IrType::I32), -k * 3);
    EXPECT_EQ(next_double(p), k + 0.25);
    EXPECT_EQ(next_int(p, IrType::U8), (k * 37) & 0xff);
    EXPECT_EQ(next_int(p, IrType::I64), (i64(1) << 40) + k);
  }
  va_end(ap);
}

int marker; // its address travels as a variadic pointer

void wide_values(int first, ...) {
  va_list ap;
  va_start(ap, first);
  u8* p = reinterpret_cast<u8*>(ap);
  Slot s{};
  ASSERT_EQ(va_arg_op(p, IrType::F128, s), nullptr);
  EXPECT_EQ(s.ld, 1.0L / 3);
  ASSERT_EQ(va_arg_op(p, IrType::I128, s), nullptr);
  EXPECT_TRUE(s.w == (i128(-5) << 70));
  EXPECT_EQ(next_int(p, IrType::I32), 7);
  ASSERT_EQ(va_arg_op(p, IrType::F32, s), nullptr); // promoted to double by the caller
  EXPECT_EQ(s.f, 2.5f);
  ASSERT_EQ(va_arg_op(p, IrType::I128, s), nullptr);
  EXPECT_TRUE(s.w == 99);
  ASSERT_EQ(va_arg_op(p, IrType::Ptr, s), nullptr);
  EXPECT_EQ(s.p, &marker);
  va_end(ap);
}

void structs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  u8* p = reinterpret_cast<u8*>(ap);
  for (int k = 0; k < n; ++k) {
    IntDouble a{};
    TwoDoubles b{};
    Big c{};
    ASSERT_EQ(va_arg_struct_op(p, reinterpret_cast<u8*>(&a), sizeof a, kIntSse), nullptr);
    ASSERT_EQ(va_arg_struct_op(p, reinterpret_cast<u8*>(&b), sizeof b, kSseSse), nullptr);
    ASSERT_EQ(va_arg_struct_op(p, reinterpret_cast<u8*>(&c), sizeof c, kMemory), nullptr);
    EXPECT_EQ(a.i, k);
    EXPECT_EQ(a.d, k * 0.5);
    EXPECT_EQ(b.a, k + 1.0);
    EXPECT_EQ(b.b, k + 2.0);
    EXPECT_EQ(c.x, k * 10);
    EXPECT_EQ(c.z, k * 30);
    EXPECT_EQ(next_int(p, IrType::I32), 1000 + k);
  }
  va_end(ap);
}

} // namespace

TEST(InterpVarargs, IntegersAndDoublesPastTheRegisters) {
  ints_and_doubles(4, 0, 0.25, (unsigned char)0, (i64(1) << 40), -3, 1.25, (unsigned char)37, (i64(1) << 40) + 1, -6, 2.25,
                   (unsigned char)74, (i64(1) << 40) + 2, -9, 3.25, (unsigned char)111, (i64(1) << 40) + 3);
}

TEST(InterpVarargs, LongDoubleInt128FloatPointer) {
  wide_values(0, 1.0L / 3, i128(-5) << 70, 7, 2.5f, i128(99), &marker);
}

TEST(InterpVarargs, StructsInRegistersAndInMemory) {
  IntDouble a0{0, 0.0}, a1{1, 0.5}, a2{2, 1.0};
  TwoDoubles b0{1.0, 2.0}, b1{2.0, 3.0}, b2{3.0, 4.0};
  Big c0{0, 0, 0}, c1{10, 20, 30}, c2{20, 40, 60};
  // The third round no longer finds free registers: its structs come from the overflow area.
  structs(3, a0, b0, c0, 1000, a1, b1, c1, 1001, a2, b2, c2, 1002);
}

TEST(InterpVarargs, NullVaListFaults) {
  Slot s{};
  EXPECT_NE(va_arg_op(nullptr, IrType::I32, s), nullptr);
  EXPECT_NE(va_arg_struct_op(nullptr, nullptr, 8, {}), nullptr);
}
