// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.5p2: * and / take arithmetic, % integer operands.
struct S { int x; };
void f(int *p, double d, struct S s) {
// CHECK: 6.5.5-multiplicative.c:[[@LINE+1]]:5: error: invalid operands to binary * (have 'int *' and 'int')
  p * 2;
// CHECK: 6.5.5-multiplicative.c:[[@LINE+1]]:5: error: invalid operands to binary / (have 'int' and 'int *')
  2 / p;
// CHECK: 6.5.5-multiplicative.c:[[@LINE+1]]:5: error: invalid operands to binary % (have 'double' and 'int')
  d % 2;
// CHECK: 6.5.5-multiplicative.c:[[@LINE+1]]:5: error: invalid operands to binary / (have 'struct S' and 'int')
  s / 2;
// CHECK: 6.5.5-multiplicative.c:[[@LINE+1]]:5: error: invalid operands to binary % (have 'int' and 'double')
  1 % 1.0;
}
