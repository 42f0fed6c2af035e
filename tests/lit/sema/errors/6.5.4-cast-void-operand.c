// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.3.2.2p1: a void expression is cast only to void.
void g(void);
int f(void) {
  (void)g();
// CHECK: 6.5.4-cast-void-operand.c:[[@LINE+1]]:10: error: invalid use of void expression
  return (int)g();
}
