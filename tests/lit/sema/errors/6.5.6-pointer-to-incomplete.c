// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.6p2–3: pointer arithmetic needs a complete object type (GNU: void and functions count as 1).
struct S;
void f(struct S *p, struct S *q, void *v, void (*fp)(void)) {
// CHECK: 6.5.6-pointer-to-incomplete.c:[[@LINE+1]]:5: error: invalid use of undefined type 'struct S'
  p + 1;
// CHECK: 6.5.6-pointer-to-incomplete.c:[[@LINE+1]]:5: error: arithmetic on pointer to an incomplete type
  p - q;
// CHECK: 6.5.6-pointer-to-incomplete.c:[[@LINE+1]]:5: error: invalid use of undefined type 'struct S'
  1 + p;
  v + 1;
  fp + 1;
}
