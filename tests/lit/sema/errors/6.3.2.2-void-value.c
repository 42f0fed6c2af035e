// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.3.2.2p1: the (nonexistent) value of a void expression is not used.
void g(void);
int f(void) {
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:11: error: void value not ignored as it ought to be
  int x = g();
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:5: error: void value not ignored as it ought to be
  x = g();
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:7: error: void value not ignored as it ought to be
  x = g() + 1;
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:7: error: invalid use of void expression
  x = -g();
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:10: error: void value not ignored as it ought to be
  while (g()) {}
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:7: error: invalid use of void expression
  if (!g()) {}
// CHECK: 6.3.2.2-void-value.c:[[@LINE+1]]:10: error: void value not ignored as it ought to be
  return g();
}
