// Six values rotated through a loop with a call, with five allocatable registers: each
// iteration's copies join spilled values, reloaded from one slot and stored to the next.
// Stack colouring gives a copy's source and destination one slot (the source dies where
// the destination is born), which makes the pair `movq S(%rsp), %r; movq %r, S(%rsp)`;
// the store goes, then the reload, which became dead.
// RUN: ilcc -O2 -S -fra-stats -fra-knob=RegAllocGprLimit=5 %s -o %t.s 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: awk '/^\tmovq\t[0-9]*\(%%rsp\), %%r/ { sub(",", "", $2); want = "\tmovq\t" $3 ", " $2; next } \
// RUN:      $0 == want { n++ } { want = "" } END { print "same-slot pairs:", n + 0 }' %t.s | FileCheck %s
// RUN: ilcc -O2 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// STATS: ra-stats rot: {{.*}} then {{[1-9][0-9]*}} stores and {{[1-9][0-9]*}} reloads redundant
// CHECK: same-slot pairs: 0
// OUT: 71366 1246
#include <stdio.h>

static long sum;
__attribute__((noinline)) void g(long x) { sum = sum * 3 + x & 0xfffff; }

__attribute__((noinline)) long rot(long n, long a, long b, long c, long d, long e, long f) {
  for (long i = 0; i < n; ++i) {
    long t = a;
    a = b + i, b = c, c = d, d = e, e = f, f = t;
    g(a);
  }
  return a + b + c + d + e + f;
}

int main(void) {
  long r = rot(50, 1, 2, 3, 4, 5, 6);
  printf("%ld %ld\n", sum, r);
  return 0;
}
