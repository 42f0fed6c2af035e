// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3 (syntax): a prototype's parameters have declaration specifiers.
// CHECK: 6.7.6.3-parameter-without-type.c:[[@LINE+1]]:15: error: unknown type name 'b'
void f(int a, b);
void g(int a, ...);
// CHECK: 6.7.6.3-parameter-without-type.c:[[@LINE+1]]:8: error: expected declaration specifiers or '...' before ',' token
void h(, int x);
