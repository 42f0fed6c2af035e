// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.3p2: only pointers to object types may be restrict-qualified.
// CHECK: 6.7.3-restrict-non-pointer.c:[[@LINE+1]]:1: error: invalid use of 'restrict'
restrict int a;
typedef int T;
// CHECK: 6.7.3-restrict-non-pointer.c:[[@LINE+1]]:1: error: invalid use of 'restrict'
restrict T b;
// CHECK: 6.7.3-restrict-non-pointer.c:[[@LINE+1]]:7: error: invalid use of 'restrict'
void (*restrict fp)(void);
int *restrict ok;
void f(int *restrict p, int q[restrict]);
