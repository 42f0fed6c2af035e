// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.2p2: each argument converts to its parameter's type as if by assignment.
struct S { int x; };
struct T { int x; };
void g(int);
void h(int *);
void k(struct T);
void v(void);
void f(struct S s) {
// CHECK: 6.5.2.2-argument-type.c:[[@LINE+1]]:5: error: incompatible type for argument 1 of 'g'
  g(s);
// CHECK: 6.5.2.2-argument-type.c:[[@LINE+1]]:5: error: incompatible type for argument 1 of 'h'
  h(1.0);
// CHECK: 6.5.2.2-argument-type.c:[[@LINE+1]]:5: error: incompatible type for argument 1 of 'k'
  k(s);
// CHECK: 6.5.2.2-argument-type.c:[[@LINE+1]]:5: error: invalid use of void expression
  g(v());
}
