// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.9p2: equality operands are arithmetic or pointers (with a null pointer constant).
struct S { int x; };
void f(struct S a, struct S b, int *p, double d) {
// CHECK: 6.5.9-equality.c:[[@LINE+1]]:5: error: invalid operands to binary == (have 'struct S' and 'struct S')
  a == b;
// CHECK: 6.5.9-equality.c:[[@LINE+1]]:5: error: invalid operands to binary == (have 'int *' and 'double')
  p == d;
// CHECK: 6.5.9-equality.c:[[@LINE+1]]:5: error: invalid operands to binary != (have 'struct S' and 'int')
  a != 0;
}
