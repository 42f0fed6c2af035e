// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9.1p3 and 6.7.6.3p4: a definition's return and parameter types are complete (or void).
struct S;
union U;
// CHECK: 6.9.1-incomplete-return-or-parameter.c:[[@LINE+1]]:10: error: return type is an incomplete type
struct S f(void) {}
// CHECK: 6.9.1-incomplete-return-or-parameter.c:[[@LINE+1]]:17: error: parameter 1 ('s') has incomplete type
void g(struct S s) {}
// CHECK: 6.9.1-incomplete-return-or-parameter.c:[[@LINE+1]]:23: error: parameter 2 ('u') has incomplete type
void h(int a, union U u) {}
