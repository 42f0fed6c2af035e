// The inliner's limits: a function declared inline is inlined up to 60 instructions at
// -O2, and half as much again (90) where the call is in a loop, which runs it again and
// again (zstd's ZSTD_count in its match finder's loop). A callee no bigger than a call
// (at most 4 instructions) is inlined whatever the caller has grown by already (zstd's
// ERR_isError after the big always_inline bodies of its decoder).
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 3115253019 2472910215 1
#include <stdio.h>

// 69 instructions: a chain the optimizer cannot shorten.
static inline unsigned mix(unsigned x, unsigned y) {
#define R(a, b, k) a = a * k + b; b ^= a >> (k % 7 + 1);
  R(x, y, 3) R(y, x, 5) R(x, y, 7) R(y, x, 11) R(x, y, 13) R(y, x, 17) R(x, y, 19) R(y, x, 23)
  R(x, y, 29) R(y, x, 31) R(x, y, 37) R(y, x, 41) R(x, y, 43) R(y, x, 47) R(x, y, 53) R(y, x, 59)
  R(x, y, 61)
  return x ^ y;
}

// CHECK-LABEL: define {{.*}}@once(
// CHECK: call u32 @mix(
unsigned once(unsigned a, unsigned b) { return mix(a, b); }

// CHECK-LABEL: define {{.*}}@loop(
// CHECK-NOT: call
// CHECK: ret
unsigned loop(const unsigned *p, int n) {
  unsigned h = 0;
  for (int i = 0; i < n; i++) h = mix(h, p[i]);
  return h;
}

static int is_error(unsigned long code) { return code > (unsigned long)-120; }

// 600 instructions inlined first: the caller's growth budget (its own size, at least
// 500) is spent, yet the tiny callee goes in.
static inline __attribute__((always_inline)) unsigned long big(unsigned long x) {
#define S(k) x = x * (2 * k + 1) + (x >> k);
#define S10(k) S(k) S(k + 1) S(k + 2) S(k + 3) S(k + 4) S(k + 5) S(k + 6) S(k + 7) S(k + 8) S(k + 9)
  S10(1) S10(11) S10(21) S10(31) S10(41) S10(51)
  S10(1) S10(11) S10(21) S10(31) S10(41) S10(51)
  S10(1) S10(11) S10(21) S10(31) S10(41) S10(51)
  return x;
}

// CHECK-LABEL: define {{.*}}@checked(
// CHECK-NOT: call
// CHECK: ret
int checked(unsigned long x) { return is_error(big(x)); }

int main(void) {
  unsigned v[3] = {1, 2, 3};
  printf("%u %u %d\n", once(1, 2), loop(v, 3), checked(12345) + 1);
  return 0;
}
