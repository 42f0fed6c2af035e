// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: a goto does not jump into a statement expression (jumping out is fine).
int f(void) {
// CHECK: 6.8.6.1-goto-into-statement-expression.c:[[@LINE+1]]:3: error: jump into statement expression
  goto L;
  int x = ({ L: 1; });
  int y = ({ goto M; 2; });
M:
  return x + y;
}
