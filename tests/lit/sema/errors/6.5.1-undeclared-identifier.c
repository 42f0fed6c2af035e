// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.1p2: an identifier used as an expression is declared (reported once).
int f(void) {
// CHECK: 6.5.1-undeclared-identifier.c:[[@LINE+1]]:10: error: 'x' undeclared (first use in this function)
  return x + x;
}
// CHECK: 6.5.1-undeclared-identifier.c:[[@LINE+1]]:9: error: 'z' undeclared here (not in a function)
int y = z;
