// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.2p1: the called expression has pointer-to-function type.
struct S { int m; };
void f(int x, int *p, struct S s) {
// CHECK: 6.5.2.2-called-object.c:[[@LINE+1]]:3: error: called object 'x' is not a function or function pointer
  x(1);
// CHECK: 6.5.2.2-called-object.c:[[@LINE+1]]:3: error: called object 'p' is not a function or function pointer
  p();
// CHECK: 6.5.2.2-called-object.c:[[@LINE+1]]:4: error: called object is not a function or function pointer
  s.m(2);
// CHECK: 6.5.2.2-called-object.c:[[@LINE+1]]:4: error: called object is not a function or function pointer
  (1)(3);
}
