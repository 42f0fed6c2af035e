// algebraic: `(zext a & zext b) != 0` of two comparisons is `a & b`, and a range check
// `(x >= L) & (x <= H)` is one unsigned comparison of x - L with H - L (strict bounds
// adjusted, signed or unsigned alike); `return isdigit(c)` keeps its extension of the
// one comparison. Empty ranges and mixed signedness are left alone.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -O0 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: -8827924828548712529
#include <stdio.h>
#define isdig(c) (((c) >= '0') & ((c) <= '9'))
// CHECK-LABEL: define {{.*}}@f(
// CHECK: sub u8 %0, 48
// CHECK-NEXT: cmp ule u8 %{{[0-9]+}}, 9
// CHECK-NOT: and
// CHECK: ret
__attribute__((noinline)) int f(unsigned char c) { return isdig(c); }
// CHECK-LABEL: define {{.*}}@g(
// CHECK: sub i8 %0, 48
// CHECK-NEXT: cmp ule i8 %{{[0-9]+}}, 9
// CHECK-NEXT: condbr
__attribute__((noinline)) int g(signed char c) { if (isdig(c)) return 3; return 4; }
// CHECK-LABEL: define {{.*}}@h(
// CHECK: sub i32 %0, -99
// CHECK-NEXT: cmp ule i32 %{{[0-9]+}}, 198
__attribute__((noinline)) int h(int c) { return (c > -100) & (c < 100); }
// CHECK-LABEL: define {{.*}}@k(
// CHECK: sub i64 %0, 10
// CHECK-NEXT: cmp ule i64 %{{[0-9]+}}, 10
__attribute__((noinline)) int k(long c) { return (c <= 20) & (c >= 10); }
// CHECK-LABEL: define {{.*}}@e(
// CHECK-NOT: sub
// CHECK: ret
__attribute__((noinline)) int e(int c) { return (c >= 20) & (c <= 10); }
// CHECK-LABEL: define {{.*}}@mixed(
// CHECK-NOT: sub
// CHECK: ret
__attribute__((noinline)) int mixed(int c) { return (c >= 20) & ((unsigned)c <= 30u); }
int main(void) {
  long s = 0;
  for (int i = -300; i < 300; i++)
    s = s * 3 + f(i) + 5 * g(i) + 7 * h(i) + 11 * k(i) + 13 * e(i) + 17 * mixed(i);
  printf("%ld\n", s);
  return 0;
}
