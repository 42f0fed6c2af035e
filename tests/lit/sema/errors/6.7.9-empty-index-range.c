// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU [a ... b] designators: a is not greater than b.
// CHECK: 6.7.9-empty-index-range.c:[[@LINE+1]]:15: error: empty index range in initializer
int a[5] = { [3 ... 1] = 0 };
