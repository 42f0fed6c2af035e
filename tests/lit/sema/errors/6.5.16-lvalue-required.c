// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16p2: the left operand of assignment is a modifiable lvalue.
void g(void);
void f(int x) {
// CHECK: 6.5.16-lvalue-required.c:[[@LINE+1]]:9: error: lvalue required as left operand of assignment
  x + 1 = 2;
// CHECK: 6.5.16-lvalue-required.c:[[@LINE+1]]:5: error: lvalue required as left operand of assignment
  g = 0;
// CHECK: 6.5.16-lvalue-required.c:[[@LINE+1]]:5: error: lvalue required as left operand of assignment
  1 = x;
  (x) = 3; // a parenthesized lvalue: fine
// CHECK: 6.5.16-lvalue-required.c:[[@LINE+1]]:10: error: lvalue required as left operand of assignment
  (int)x = 4;
// CHECK: 6.5.16-lvalue-required.c:[[@LINE+1]]:7: error: lvalue required as left operand of assignment
  x++ = 5;
}
