// A value split around calls (stored in its slot, reloaded after each call) that a loop
// with a call does not use: its reload after the loop's call is dead, since the value is
// reloaded again after the next call before any use, and the allocator drops it. Eight
// values live across the calls, six callee-saved registers: after the call in the loop
// only the loop's sum and bound come back (h's reload goes).
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 -fra-verify %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t5 && %t5 | FileCheck %s --check-prefix=OUT
// OUT: 56
// CHECK-LABEL: g:
// CHECK: call f
// CHECK-NEXT: movq {{[0-9]*}}(%rsp), %r{{[a-z0-9]+}}
// CHECK-NEXT: movq {{[0-9]*}}(%rsp), %r{{[a-z0-9]+}}
// CHECK-NEXT: movslq
// CHECK: call f
#include <stdio.h>

volatile int calls;
__attribute__((noinline)) int f(int i) {
  calls++;
  return i;
}

__attribute__((noinline)) long g(long a, long b, long c, long d, long e, long h, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += f(i);
  s += f(0);
  return (((s * a + b) * c + d) * e) + h;
}

int main(void) {
  printf("%ld\n", g(2, 1, 2, 1, 2, 2 + calls, 4)); // ((6 * 2 + 1) * 2 + 1) * 2 + 2
  return 0;
}
