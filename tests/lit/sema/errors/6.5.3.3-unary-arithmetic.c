// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.3.3p1: + and - take arithmetic, ~ integer, ! scalar operands.
struct S { int x; };
void f(int *p, double d, struct S s) {
// CHECK: 6.5.3.3-unary-arithmetic.c:[[@LINE+1]]:3: error: wrong type argument to unary minus
  -p;
// CHECK: 6.5.3.3-unary-arithmetic.c:[[@LINE+1]]:3: error: wrong type argument to unary plus
  +s;
// CHECK: 6.5.3.3-unary-arithmetic.c:[[@LINE+1]]:3: error: wrong type argument to bit-complement
  ~d;
// CHECK: 6.5.3.3-unary-arithmetic.c:[[@LINE+1]]:3: error: wrong type argument to unary exclamation mark
  !s;
// CHECK: 6.5.3.3-unary-arithmetic.c:[[@LINE+1]]:3: error: wrong type argument to bit-complement
  ~p;
}
