// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.6.4p3 (6.5.16.1): the returned value converts to the function's type.
struct S { int x; };
void v(void);
int f(struct S s) {
// CHECK: 6.8.6.4-return-type.c:[[@LINE+1]]:10: error: incompatible types when returning type 'struct S' but 'int' was expected
  return s;
}
int *g(double d) {
// CHECK: 6.8.6.4-return-type.c:[[@LINE+1]]:10: error: incompatible types when returning type 'double' but 'int *' was expected
  return d;
}
struct S h(void) {
// CHECK: 6.8.6.4-return-type.c:[[@LINE+1]]:10: error: incompatible types when returning type 'int' but 'struct S' was expected
  return 1;
}
int k(void) {
// CHECK: 6.8.6.4-return-type.c:[[@LINE+1]]:10: error: void value not ignored as it ought to be
  return v();
}
