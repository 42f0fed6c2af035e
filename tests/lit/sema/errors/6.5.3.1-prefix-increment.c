// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.3.1p1: the operand of prefix ++ and -- is a modifiable lvalue of real or pointer type.
struct S { int x; };
void f(const int x, struct S s, int *p) {
  int a[2];
// CHECK: 6.5.3.1-prefix-increment.c:[[@LINE+1]]:3: error: lvalue required as increment operand
  ++a;
// CHECK: 6.5.3.1-prefix-increment.c:[[@LINE+1]]:3: error: wrong type argument to decrement
  --s;
// CHECK: 6.5.3.1-prefix-increment.c:[[@LINE+1]]:3: error: increment of read-only parameter 'x'
  ++x;
  --p[0];
// CHECK: 6.5.3.1-prefix-increment.c:[[@LINE+1]]:3: error: lvalue required as increment operand
  ++f;
// CHECK: 6.5.3.1-prefix-increment.c:[[@LINE+1]]:3: error: lvalue required as decrement operand
  --(p + 1);
}
