// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p3: a typedef name is redefined only with the same type, not variably modified.
typedef int T;
// CHECK: 6.7.8-typedef-redefinition.c:[[@LINE+1]]:14: error: conflicting types for 'T'; have 'long'
typedef long T;
// CHECK: 6.7.8-typedef-redefinition.c:[[@LINE+1]]:13: error: conflicting types for 'T'; have 'int'
typedef int T; // the same type: fine (C11)
typedef int U;
// CHECK: 6.7.8-typedef-redefinition.c:[[@LINE+1]]:5: error: 'U' redeclared as different kind of symbol
int U;
// CHECK: 6.7.8-typedef-redefinition.c:[[@LINE+1]]:13: error: typedef 'V' is initialized (use '__typeof__' instead)
typedef int V = 1;
void f(int n) {
  typedef int A[n];
// CHECK: 6.7.8-typedef-redefinition.c:[[@LINE+1]]:15: error: redefinition of typedef 'A' with variably modified type
  typedef int A[n];
}
