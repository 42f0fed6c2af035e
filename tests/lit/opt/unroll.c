// unroll: a loop whose trip count follows from constants, small enough, becomes copies of
// its body. The counter is a constant in each copy, so the local arrays it indexed split
// into registers (sroa); a loop that only counts goes; another exit (a break) leaves from
// any copy, with its value per copy. Loops with a variable bound, a call, or too big a
// body stay loops.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -Os %s -o %t && %t | FileCheck %s --check-prefix=OUT
#include <stdio.h>

// CHECK-LABEL: define {{.*}}@min_left(
// CHECK-NOT: alloca
// CHECK-NOT: phi
// CHECK: ret
unsigned long min_left(unsigned char **a, unsigned char **b, unsigned long n) {
  unsigned char *op[4], *end[4];
  for (int s = 0; s < 4; s++) op[s] = a[s], end[s] = b[s];
  for (int s = 0; s < 4; s++) {
    unsigned long left = (unsigned long)(end[s] - op[s]) / 10;
    n = n < left ? n : left;
  }
  return n;
}

// CHECK-LABEL: define {{.*}}@counts_only(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: add i32 %0, 4
// CHECK-NEXT: ret
int counts_only(int n) {
  int s;
  for (s = 0; s < 4; ++s) {
  }
  return n + s;
}

// The break leaves from any copy: the exit's phi has an entry per copy.
// CHECK-LABEL: define {{.*}}@find7(
// CHECK-NOT: add i32
// CHECK: phi i32 [4, .LBB{{[0-9]+}}], [0, .LBB{{[0-9]+}}], [1, .LBB{{[0-9]+}}], [2, .LBB{{[0-9]+}}], [3, .LBB{{[0-9]+}}]
int find7(const int *a) {
  int i;
  for (i = 0; i < 4; i++)
    if (a[i] == 7) break;
  return i;
}

// CHECK-LABEL: define {{.*}}@variable(
// CHECK: phi
int variable(const int *a, int n) {
  int t = 0;
  for (int i = 0; i < n; i++) t += a[i];
  return t;
}

// CHECK-LABEL: define {{.*}}@calls(
// CHECK: call i32 @{{putchar|putc}}(
// CHECK-NOT: call i32 @{{putchar|putc}}(
void calls(void) {
  for (int i = 0; i < 3; i++) putchar('a' + i);
}

// 100 trips: too many.
// CHECK-LABEL: define {{.*}}@long_loop(
// CHECK: phi
int long_loop(const int *a) {
  int t = 0;
  for (int i = 0; i < 100; i++) t += a[i];
  return t;
}

int main(void) {
  unsigned char buf[400];
  unsigned char *a[4] = {buf, buf + 10, buf + 50, buf + 100}, *b[4] = {buf + 90, buf + 95, buf + 200, buf + 399};
  int v[8] = {1, 2, 7, 4, 5, 6, 7, 8};
  static int big[100];
  for (int i = 0; i < 100; i++) big[i] = i;
  printf("%lu %d %d %d %d %d\n", min_left(a, b, 1000), counts_only(3), find7(v), find7(v + 3), variable(v, 8), long_loop(big));
  calls();
  putchar('\n');
  return 0;
}
// OUT: 8 7 2 3 40 4950
// OUT: abc
