// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16.1p1: the right operand converts to the left's type.
struct A { int x; };
struct B { int x; };
void g(void);
void f(struct A a, struct B b, int *p, int i) {
// CHECK: 6.5.16.1-simple-assignment-types.c:[[@LINE+1]]:7: error: incompatible types when assigning to type 'struct A' from type 'int'
  a = 1;
// CHECK: 6.5.16.1-simple-assignment-types.c:[[@LINE+1]]:7: error: incompatible types when assigning to type 'int *' from type 'double'
  p = 1.5;
// CHECK: 6.5.16.1-simple-assignment-types.c:[[@LINE+1]]:7: error: incompatible types when assigning to type 'struct A' from type 'struct B'
  a = b;
// CHECK: 6.5.16.1-simple-assignment-types.c:[[@LINE+1]]:7: error: incompatible types when assigning to type 'int' from type 'struct A'
  i = a;
// CHECK: 6.5.16.1-simple-assignment-types.c:[[@LINE+1]]:5: error: void value not ignored as it ought to be
  i = g();
}
