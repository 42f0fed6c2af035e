// A scalar declared without an initializer is indeterminate each time its declaration is
// reached (C17 6.2.4p6): lowering stores zero there, so x, set on every path that reads
// it but read on an infeasible one (the `: 0` arm), is not carried around the loop: the
// loop header has phis for i and s only, not for x (three phis before).
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 6.000000

// CHECK-LABEL: define {{.*}}@sum_positive(
// CHECK: condbr
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: = phi i64
// CHECK-NEXT: = phi f64
// CHECK-NEXT: = shl i64
#include <stdio.h>

__attribute__((noinline)) double sum_positive(int n, const int *a) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    double x;
    if (a[i] > 0 ? (x = a[i], 1) : 0)
      s += x;
  }
  return s;
}

int main(void) {
  int a[] = {1, -2, 2, 0, 3};
  printf("%f\n", sum_positive(5, a));
  return 0;
}
