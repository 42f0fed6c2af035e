// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.4.2p1: a floating constant has at most one f/l suffix (GNU: and i/j).
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "x" on floating constant
double a = 1.0x;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "fl" on floating constant
double b = 1.0fl;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "lf" on floating constant
double c = 1.0lf;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "ff" on floating constant
double d = 1.0ff;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "ll" on floating constant
double e = 1.e3ll;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "u" on floating constant
double f = 1.0u;
// CHECK: 6.4.4.2-floating-suffix.c:[[@LINE+1]]:12: error: invalid suffix "x" on floating constant
double g = 1.0e5x;
_Complex double ok = 1.0fi + 2.0il + 3.0j;
