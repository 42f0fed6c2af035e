// Signed division by 2^k of a dividend known to be a multiple of 2^k (a product of
// consecutive integers, a shift left) is a plain arithmetic shift (divconst): same results
// as division with rounding, negative dividends included, at -O0 and -O2.
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s
// RUN: ilcc -O2 %s -o %t2 && %t2 | FileCheck %s
// RUN: ilcc -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
// CHECK: 333833500 -667667000 1335334000 -1335334000 0 -1000 1000
// ASM-LABEL: tri:
// ASM-NOT: shrl $31
// ASM: ret
#include <stdio.h>

__attribute__((noinline)) int tri(int k) { return k * (k + 1) / 2; }
__attribute__((noinline)) int tri_down(int k) { return (k - 1) * k / -2; }
__attribute__((noinline)) int eighth(int x) { return (x << 3) / 4; }
__attribute__((noinline)) int eighth_neg(int x) { return (x << 3) / -4; }
__attribute__((noinline)) int rem(int x) { return (x << 2) % 4; }

int main(void) {
  long a = 0, b = 0, c = 0, d = 0, e = 0, lo = 0, hi = 0;
  for (int k = -1000; k <= 1000; k++) {
    a += tri(k) * 2L - tri(-k);
    b += tri_down(k) * 2L;
    c += eighth(k) * (long)k;
    d += eighth_neg(k) * (long)k;
    e += rem(k);
    lo = tri(k) < lo ? tri(k) : lo;
    hi = tri_down(k) > hi ? tri_down(k) : hi;
  }
  printf("%ld %ld %ld %ld %ld %ld %ld\n", a, b, c, d, e, lo - 1000, hi + 1000);
  return 0;
}
