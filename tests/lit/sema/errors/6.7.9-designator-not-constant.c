// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p6: an array designator shall be an integer constant expression.
int n;
// CHECK: 6.7.9-designator-not-constant.c:[[@LINE+1]]:15: error: nonconstant array index in initializer
int a[3] = { [n] = 1 };
// CHECK: 6.7.9-designator-not-constant.c:[[@LINE+1]]:15: error: array index in initializer not of integer type
int b[3] = { [1.0] = 1 };
// CHECK: 6.7.9-designator-not-constant.c:[[@LINE+1]]:21: error: nonconstant array index in initializer
int c[3] = { [0 ... n] = 1 };
