// A nested function that uses nothing of its enclosing function (only its own
// parameters and locals, globals, its own nested functions) takes no static chain: its
// address is the function's own, with no trampoline, so the stack stays non-executable.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
// RUN: rm -f %t && ilcc -w -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -w -finterpret %s | FileCheck %s --check-prefix=OUT
// OUT: 1 2 3 5 8
// OUT-NEXT: 12

// IR-NOT: trampoline
// IR-NOT: nest
// CHECK-NOT: $47945
// CHECK: .section .note.GNU-stack,"",@progbits
#include <stdio.h>
#include <stdlib.h>

static int limit = 10;

int main(void) {
  int v[5] = {8, 3, 5, 1, 2};
  int cmp(const void *a, const void *b) {
    int helper(int x) { return x < limit ? x : limit; }
    return helper(*(const int *)a) - helper(*(const int *)b);
  }
  qsort(v, 5, sizeof v[0], cmp);
  printf("%d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
  int (*twice)(int) = ({ int t(int x) { return 2 * x; } t; });
  printf("%d\n", twice(6));
  return 0;
}
