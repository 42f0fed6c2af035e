// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.4p1: the operand of postfix ++ and -- is a modifiable lvalue of real or pointer type.
struct S { int x; const int c; };
struct T;
void f(int x, const int *p, struct S s, struct T *t, int a[2]) {
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:10: error: lvalue required as increment operand
  (x + 1)++;
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:4: error: wrong type argument to increment
  s++;
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:7: error: decrement of read-only location '*p'
  (*p)--;
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:6: error: increment of read-only member 'c'
  s.c++;
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:4: error: decrement of pointer to an incomplete type 'struct T'
  t--;
  const int k = 0;
// CHECK: 6.5.2.4-postfix-increment.c:[[@LINE+1]]:4: error: increment of read-only variable 'k'
  k++;
}
