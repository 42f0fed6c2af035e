// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.1p1: one operand is a pointer to a complete object type, the other an integer.
struct S;
void f(int x, int *p, double d, struct S *s, void (*fp)(void)) {
// CHECK: 6.5.2.1-subscript.c:[[@LINE+1]]:4: error: subscripted value is neither array nor pointer nor vector
  x[1];
// CHECK: 6.5.2.1-subscript.c:[[@LINE+1]]:4: error: array subscript is not an integer
  p[1.0];
// CHECK: 6.5.2.1-subscript.c:[[@LINE+1]]:4: error: array subscript is not an integer
  p[p];
// CHECK: 6.5.2.1-subscript.c:[[@LINE+1]]:4: error: invalid use of undefined type 'struct S'
  s[1];
// CHECK: 6.5.2.1-subscript.c:[[@LINE+1]]:5: error: subscripted value is pointer to function
  fp[0];
}
