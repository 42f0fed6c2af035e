// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.7p2: shift operands have integer type.
void f(int x, int *p, double d) {
// CHECK: 6.5.7-shift.c:[[@LINE+1]]:5: error: invalid operands to binary << (have 'double' and 'int')
  d << 1;
// CHECK: 6.5.7-shift.c:[[@LINE+1]]:5: error: invalid operands to binary >> (have 'int' and 'int *')
  x >> p;
// CHECK: 6.5.7-shift.c:[[@LINE+1]]:5: error: invalid operands to binary << (have 'int' and 'double')
  x << 1.0;
}
