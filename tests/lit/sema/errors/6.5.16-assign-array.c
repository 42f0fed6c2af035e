// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16p2 (6.3.2.1p1): an array is not a modifiable lvalue.
void f(void) {
  int a[2], b[2];
// CHECK: 6.5.16-assign-array.c:[[@LINE+1]]:5: error: assignment to expression with array type
  a = b;
// CHECK: 6.5.16-assign-array.c:[[@LINE+1]]:9: error: assignment to expression with array type
  "abc" = 0;
}
