// Shrink-wrapping: a path that needs no frame (a recursion's base case) returns before
// the prologue; the argument registers are read directly on it (an argument read on both
// paths gets a register per path). The return block shared with the framed path is copied
// for it, the copy taking the epilogue. A prologue block inside a loop stays at the entry.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 3 4096 21

struct node { struct node *left, *right; };

// CHECK-LABEL: check:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: movq (%rdi), %rax
// CHECK-NEXT: testq %rax, %rax
// CHECK-NOT: push
// CHECK: ret
// CHECK: pushq %rbx
// CHECK: call check
// CHECK: popq %rbx
// CHECK-NEXT: .cfi_def_cfa_offset 8
// CHECK-NEXT: ret
__attribute__((noinline)) int check(const struct node *n) {
  return 1 + (n->left ? check(n->left) + check(n->right) : 0);
}

// CHECK-LABEL: sum_halves:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: cmpl $2, %esi
// CHECK-NOT: push
// CHECK: ret
// CHECK: push
__attribute__((noinline)) long sum_halves(long *a, int n) {
  if (n < 2) return n ? a[0] : 0;
  int h = n / 2;
  return sum_halves(a, h) + sum_halves(a + h, n - h);
}

// CHECK-LABEL: loop_calls:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: push
__attribute__((noinline)) int loop_calls(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += check(0 ? 0 : &(struct node){0, 0});
  return s;
}

#include <stdio.h>
int main(void) {
  struct node leaf1 = {0, 0}, leaf2 = {0, 0}, root = {&leaf1, &leaf2};
  long a[4096];
  for (int i = 0; i < 4096; i++) a[i] = 1;
  printf("%d %ld %d\n", check(&root), sum_halves(a, 4096), loop_calls(21));
  return 0;
}
