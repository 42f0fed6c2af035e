// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.10p3: the expression of a static assertion shall be an integer constant expression.
int n;
// CHECK: 6.7.10-static-assert-not-constant.c:[[@LINE+1]]:16: error: expression in static assertion is not constant
_Static_assert(n, "n");
// CHECK: 6.7.10-static-assert-not-constant.c:[[@LINE+1]]:16: error: expression in static assertion is not an integer
_Static_assert(1.0, "float");
void f(int m) {
// CHECK: 6.7.10-static-assert-not-constant.c:[[@LINE+1]]:20: error: expression in static assertion is not constant
  _Static_assert(m > 0, "m");
}
