// 1 << n becomes `bts` on a cleared register (no count in %cl, so the count's value needs
// no copy), 64- and 32-bit; the count is taken modulo the width as shl takes it. A
// constant count, and a shift of another value, stay shifts.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=OUT
// OUT: 18446744073709551615 4294967295 9223372036854775808 2147483648 40 12
// CHECK-LABEL: bit64:
// CHECK: btsq %r
// CHECK-NOT: %cl
// CHECK: ret
// CHECK-LABEL: bit32:
// CHECK: btsl %e
// CHECK: ret
// CHECK-LABEL: other:
// CHECK: shlq %cl
// CHECK-LABEL: fixed:
// CHECK-NOT: bts
// CHECK: ret
#include <stdio.h>

__attribute__((noinline)) unsigned long bit64(unsigned long n) { return 1ul << (n % 64); }
__attribute__((noinline)) unsigned bit32(unsigned n) { return 1u << (n & 31); }
__attribute__((noinline)) unsigned long other(unsigned long x, unsigned n) { return x << n; }
__attribute__((noinline)) unsigned long fixed(void) { return 1ul << 5; }

int main(void) {
  unsigned long a = 0, c = 0;
  unsigned b = 0, d = 0;
  for (unsigned long n = 0; n < 64; n++) a |= bit64(n), c = bit64(n + 64) > c ? bit64(n + 64) : c;
  for (unsigned n = 0; n < 32; n++) b |= bit32(n), d = bit32(n + 32) > d ? bit32(n + 32) : d;
  printf("%lu %u %lu %u %lu %lu\n", a, b, c, d, other(5, 3), fixed() - 20);
  return 0;
}
