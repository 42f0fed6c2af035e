// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p3 and 6.2.1: parameters of one function have distinct names.
// CHECK: 6.7.6.3-duplicate-parameter.c:[[@LINE+1]]:19: error: redefinition of parameter 'a'
void f(int a, int a);
// CHECK: 6.7.6.3-duplicate-parameter.c:[[@LINE+1]]:29: error: conflicting types for 'b'; have 'long'
void g(int b, char *c, long b) {}
// CHECK: 6.7.6.3-duplicate-parameter.c:[[@LINE+1]]:13: error: multiple parameters named 'x'
int h(x, y, x) int x; int y; { return x + y; }
