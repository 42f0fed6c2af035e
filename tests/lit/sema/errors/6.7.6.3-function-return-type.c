// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p1: a function does not return a function or an array.
// CHECK: 6.7.6.3-function-return-type.c:[[@LINE+1]]:5: error: 'f' declared as function returning a function
int f(void)(void);
// CHECK: 6.7.6.3-function-return-type.c:[[@LINE+1]]:5: error: 'g' declared as function returning an array
int g(void)[3];
typedef int A[2];
// CHECK: 6.7.6.3-function-return-type.c:[[@LINE+1]]:3: error: 'h' declared as function returning an array
A h(void);
typedef int F(void);
// CHECK: 6.7.6.3-function-return-type.c:[[@LINE+1]]:3: error: 'k' declared as function returning a function
F k(int);
int (*ok(void))[3];
