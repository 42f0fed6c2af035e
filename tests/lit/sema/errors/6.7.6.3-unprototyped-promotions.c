// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p15: against empty parentheses, parameter types are their own default promotions.
int f();
// CHECK: 6.7.6.3-unprototyped-promotions.c:[[@LINE+1]]:5: error: conflicting types for 'f'; have 'int (char)'
int f(char);
int g(float);
// CHECK: 6.7.6.3-unprototyped-promotions.c:[[@LINE+1]]:5: error: conflicting types for 'g'; have 'int ()'
int g();
int h();
int h(double); // fine
int k(short);
int k(s) short s; { return s; } // gcc accepts a K&R definition
