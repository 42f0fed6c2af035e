// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.8p2: relational operands are real numbers or pointers to compatible object types.
struct S { int x; };
void f(struct S a, struct S b, int *p, double d, _Complex double z) {
// CHECK: 6.5.8-relational.c:[[@LINE+1]]:5: error: invalid operands to binary < (have 'struct S' and 'struct S')
  a < b;
// CHECK: 6.5.8-relational.c:[[@LINE+1]]:5: error: invalid operands to binary < (have 'int *' and 'double')
  p < d;
// CHECK: 6.5.8-relational.c:[[@LINE+1]]:5: error: invalid operands to binary > (have '_Complex double' and 'int')
  z > 1;
// CHECK: 6.5.8-relational.c:[[@LINE+1]]:5: error: invalid operands to binary <= (have 'double' and 'int *')
  d <= p;
}
