// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p6: an array designator's index is within the array's bounds.
// CHECK: 6.7.9-designator-out-of-bounds.c:[[@LINE+1]]:15: error: array index in initializer exceeds array bounds
int a[3] = { [5] = 1 };
// CHECK: 6.7.9-designator-out-of-bounds.c:[[@LINE+1]]:15: error: array index in initializer exceeds array bounds
int b[3] = { [-1] = 1 };
// CHECK: 6.7.9-designator-out-of-bounds.c:[[@LINE+1]]:15: error: array index range in initializer exceeds array bounds
int c[3] = { [1 ... 3] = 1 };
int ok[] = { [100] = 1 };
