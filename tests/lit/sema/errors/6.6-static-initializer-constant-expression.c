// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.6p7: a static initializer is an arithmetic or address constant (no comma, no division by zero).
// CHECK: 6.6-static-initializer-constant-expression.c:[[@LINE+1]]:9: error: initializer element is not constant
int a = (1, 2);
// CHECK: 6.6-static-initializer-constant-expression.c:[[@LINE+2]]:11: warning: division by zero
// CHECK: 6.6-static-initializer-constant-expression.c:[[@LINE+1]]:9: error: initializer element is not constant
int b = 1 / 0;
// CHECK: 6.6-static-initializer-constant-expression.c:[[@LINE+2]]:11: warning: division by zero
// CHECK: 6.6-static-initializer-constant-expression.c:[[@LINE+1]]:9: error: initializer element is not constant
int c = 1 % 0;
double d = 1.0 / 0; // a floating division by zero is a constant (inf)
