// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.4.2p1: an exponent has digits; a hexadecimal floating constant has a binary exponent.
// CHECK: 6.4.4.2-exponent.c:[[@LINE+1]]:12: error: exponent has no digits
double a = 1e;
// CHECK: 6.4.4.2-exponent.c:[[@LINE+1]]:12: error: exponent has no digits
double b = 1e+;
// CHECK: 6.4.4.2-exponent.c:[[@LINE+1]]:12: error: exponent has no digits
double c = 0x1p;
// CHECK: 6.4.4.2-exponent.c:[[@LINE+1]]:12: error: hexadecimal floating constants require an exponent
double d = 0x1.8;
double ok = 0x1.8p1 + 1e-3;
