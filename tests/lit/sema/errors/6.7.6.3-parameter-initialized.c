// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p1: a parameter declaration has no initializer (syntax).
// CHECK: 6.7.6.3-parameter-initialized.c:[[@LINE+1]]:14: error: expected ';', ',' or ')' before '=' token
void f(int x = 1);
// CHECK: 6.7.6.3-parameter-initialized.c:[[@LINE+1]]:21: error: expected ';', ',' or ')' before '=' token
void g(int y, int z = 2, int w);
