// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p1: static and type qualifiers only in the outermost array of a parameter.
// CHECK: 6.7.6.2-static-in-non-parameter-array.c:[[@LINE+1]]:5: error: static or type qualifiers in non-parameter array declarator
int a[static 3];
// CHECK: 6.7.6.2-static-in-non-parameter-array.c:[[@LINE+1]]:5: error: static or type qualifiers in non-parameter array declarator
int b[const 3];
// CHECK: 6.7.6.2-static-in-non-parameter-array.c:[[@LINE+1]]:14: error: static or type qualifiers in non-parameter array declarator
void f(int (*p)[static 3]);
void g(int q[static 3], int r[const restrict 2]);
void h(void) {
// CHECK: 6.7.6.2-static-in-non-parameter-array.c:[[@LINE+1]]:7: error: static or type qualifiers in non-parameter array declarator
  int c[static 4];
}
