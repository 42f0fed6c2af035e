// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9p3 and p5: at most one external definition of a function (and of an internal one).
int f(void) { return 0; }
// CHECK: 6.9-function-redefinition.c:[[@LINE+1]]:5: error: redefinition of 'f'
int f(void) { return 1; }
static int g(int x) { return x; }
// CHECK: 6.9-function-redefinition.c:[[@LINE+1]]:12: error: redefinition of 'g'
static int g(int x) { return -x; }
