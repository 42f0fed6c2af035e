// A shift count masked in a narrower type and then extended (`bits <<= entry.nbBits & 0x3F`
// with a byte field: the and on int, the shift on 64 bits) is used unmasked too: the low
// bits of every width agree, so neither the and nor the extension has code. An and with
// another use keeps its code; its value still counts for the shift.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=OUT
// OUT: 91a2b3c4d5e6f78 1 fffffffffffffff 4 9
// CHECK-LABEL: byte_count:
// CHECK-NOT: and
// CHECK: shlq %cl,
// CHECK-LABEL: int_count:
// CHECK-NOT: and
// CHECK: shrq %cl,
// CHECK-LABEL: shared:
// CHECK: andl $63,
// CHECK: shrq %cl,
// CHECK-LABEL: index:
// CHECK-NOT: movslq
// CHECK: ret
#include <stdio.h>

#define NI __attribute__((noinline))
typedef unsigned long long u64;

NI u64 byte_count(u64 x, const unsigned char *p) { return x << (p[0] & 0x3F); }
NI u64 int_count(u64 x, int n) { return x >> (long)(n & 63); }
NI u64 shared(u64 x, int n, int *o) {
  int m = n & 63;
  *o = m;
  return x >> m;
}
// `(int)(bits >> 53)` drops only zeros, so its extension back to 64 bits for the index
// is the shifted value itself (algebraic).
NI int index(const int *t, u64 bits) { return t[(int)(bits >> 53)]; }

int main(void) {
  unsigned char c = 0xC3;
  int o;
  static int t[4096];
  t[1234] = 9;
  u64 h = shared(~0ULL, 0x44, &o);
  printf("%llx %llx %llx %d %d\n", byte_count(0x123456789abcdefULL, &c), int_count(~0ULL, 0x7f), h, o,
         index(t, (u64)1234 << 53));
  return 0;
}
