// A jump to a loop's test whose register was just set to a constant goes straight where
// the test would: an inner loop entered with its counter at 0 and a constant bound starts
// its body without comparing.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 4950 1225

// CHECK-LABEL: nested:
// CHECK: movl $0, %edx
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: leal (%rcx,%rdx,1), %esi
int nested(const int *a) {
  int s = 0;
  for (int i = 0; i < 100; i += 10)
    for (int j = 0; j < 10; j++) s += a[i + j];
  return s;
}

// A signed integer loaded and converted to double at once: one cvtsi2sdl from memory.
// CHECK-LABEL: to_double:
// CHECK: cvtsi2sdl (%rdi), %xmm0
double to_double(const int *p) { return *p; }

#include <stdio.h>
int main(void) {
  int a[100];
  for (int i = 0; i < 100; i++) a[i] = i;
  printf("%d %d\n", nested(a), (int)to_double(&a[49]) * 25);
  return 0;
}
