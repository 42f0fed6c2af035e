// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.6p2–3: + adds arithmetic operands or pointer and integer; - also subtracts compatible pointers.
void f(int *p, int *q, char *c, double d) {
// CHECK: 6.5.6-additive.c:[[@LINE+1]]:5: error: invalid operands to binary + (have 'int *' and 'int *')
  p + q;
// CHECK: 6.5.6-additive.c:[[@LINE+1]]:5: error: invalid operands to binary + (have 'int *' and 'double')
  p + 1.0;
// CHECK: 6.5.6-additive.c:[[@LINE+1]]:5: error: invalid operands to binary - (have 'int *' and 'char *')
  p - c;
// CHECK: 6.5.6-additive.c:[[@LINE+1]]:5: error: invalid operands to binary - (have 'int' and 'int *')
  1 - p;
// CHECK: 6.5.6-additive.c:[[@LINE+1]]:5: error: invalid operands to binary - (have 'double' and 'int *')
  d - p;
}
