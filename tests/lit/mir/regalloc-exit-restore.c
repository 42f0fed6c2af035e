// A value live across a loop's calls that the loop never mentions is not reloaded after
// each call in the loop: g (from the stack) is loaded once, after the loop (split around
// calls and restored at the loop's exit, or, as now, cheaper, spilled: its two accesses
// against a reload per call).
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 55

__attribute__((noinline)) int odd(int x) { return x & 1; }

// CHECK-LABEL: scan:
// CHECK: call odd
// CHECK-NOT: movq {{.*}}(%rsp), %rax
// CHECK: jne .LBB
// CHECK: movq (%rsp), %rax
// CHECK: ret
__attribute__((noinline)) long scan(long a, long b, long c, long d, long e, long f, long g, const char *s) {
  int n = 0;
  do n += odd(*s); while (*s++);
  return a * b + c * d + e * f + g + n;
}

#include <stdio.h>
int main(void) {
  printf("%ld\n", scan(1, 2, 3, 4, 5, 6, 7, "hello, world"));
  return 0;
}
