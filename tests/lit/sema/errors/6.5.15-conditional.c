// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.15p2–3: a scalar condition; operands arithmetic, compatible structs, void, or pointers.
struct A { int x; };
struct B { int x; };
void f(struct A a, struct B b, int *p, double d, int c) {
// CHECK: 6.5.15-conditional.c:[[@LINE+1]]:5: error: used struct type value where scalar is required
  a ? 1 : 2;
// CHECK: 6.5.15-conditional.c:[[@LINE+1]]:9: error: type mismatch in conditional expression
  c ? a : 1;
// CHECK: 6.5.15-conditional.c:[[@LINE+1]]:9: error: type mismatch in conditional expression
  c ? p : d;
// CHECK: 6.5.15-conditional.c:[[@LINE+1]]:9: error: type mismatch in conditional expression
  c ? a : b;
// CHECK: 6.5.15-conditional.c:[[@LINE+1]]:9: error: type mismatch in conditional expression
  c ? 1 : a;
}
