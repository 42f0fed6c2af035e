// A shift count loaded from memory and masked (`& 0xFF`, `& 0x3F`, `% 256`) is used
// unmasked, since the shift masks its count itself; the load, which had been folded into
// the `and` as its memory operand, must then load into the count's register by itself
// (zstd's HUF_mergeIndex1 shifted by a stale %rcx at -O0 to -O2).
// RUN: ilcc -O0 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 -S %s -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 %s -o %t2 && %t2 | FileCheck %s --check-prefix=OUT
// OUT: 1e1c3a58 f0e1d2c3b4a59687 f0e1d2c 9cbed000 f0e1d2c3b4a59687 8000000000 ab23
// CHECK-LABEL: shr_ff:
// CHECK: movq (%rsi), %rcx
// CHECK: shrq %cl,
// CHECK-LABEL: shr_3f:
// CHECK: movq (%rsi), %rcx
// CHECK: shrq %cl,
// CHECK-LABEL: shr_mod:
// O2: movq (%rsi), %rcx
// CHECK: shrq %cl,
// CHECK-LABEL: shl32:
// CHECK: movl (%rsi), %ecx
// CHECK: shll %cl,
// CHECK-LABEL: bts_ff:
// CHECK: movq (%rdi), %r[[R:[a-z0-9]+]]
// CHECK: btsq %r[[R]],
// CHECK-LABEL: merge:
// CHECK: movq {{[0-9]*}}(%r{{[a-z0-9]+}}), %rcx
// CHECK: shrq %cl,
#include <stdio.h>

#define NI __attribute__((noinline))
typedef unsigned long u64;

NI u64 shr_ff(u64 c, const u64 *p) { return c >> (*p & 0xFF); }
NI u64 shr_3f(u64 c, const u64 *p) { return c >> (*p & 0x3F); }
NI u64 shr_mod(u64 c, const u64 *p) { return c >> (*p % 256); }
NI unsigned shl32(unsigned c, const unsigned *p) { return c << (*p & 0x7F); }
NI u64 bts_ff(const u64 *p) { return 1UL << (*p & 0xFF); }

typedef struct { u64 container[2]; u64 pos[2]; } Stream;
NI void merge(Stream *s) {
  s->container[0] >>= (s->pos[1] & 0xFF);
  s->container[0] |= s->container[1];
  s->pos[0] += s->pos[1];
}

int main(void) {
  u64 big = 0xF0E1D2C3B4A59687UL, n = 35, zero = 0x100, m = 0x124;
  unsigned k = 8;
  Stream s = {{big, 0x5}, {3, 0xAB20}};
  merge(&s);
  printf("%lx %lx %lx %x %lx %lx %lx\n", shr_ff(big, &n), shr_3f(big, &zero), shr_mod(big, &m),
         shl32(0x87A9CBED, &(unsigned){k + 4}), bts_ff(&zero) ? big : 0, bts_ff(&(u64){0x327}),
         s.pos[0]);
  return 0;
}
