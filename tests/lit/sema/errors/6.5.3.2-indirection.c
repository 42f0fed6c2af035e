// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.3.2p2: the operand of unary * has pointer type.
struct S { int x; };
int f(int x, double d, struct S s) {
// CHECK: 6.5.3.2-indirection.c:[[@LINE+3]]:10: error: invalid type argument of unary '*' (have 'int')
// CHECK: 6.5.3.2-indirection.c:[[@LINE+2]]:15: error: invalid type argument of unary '*' (have 'double')
// CHECK: 6.5.3.2-indirection.c:[[@LINE+1]]:20: error: invalid type argument of unary '*' (have 'struct S')
  return *x + *d + *s;
}
