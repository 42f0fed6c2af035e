// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p2: register is the only storage class a parameter may have.
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+4]]:19: error: storage class specified for parameter 'a'
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+3]]:49: error: storage class specified for parameter 'c'
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+2]]:61: error: storage class specified for parameter 'd'
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+1]]:76: error: storage class specified for parameter 'e'
void f(static int a, register int b, extern int c, auto int d, typedef int e);
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+1]]:8: error: storage class specified for unnamed parameter
void g(static int);
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+1]]:26: error: storage class specified for parameter 'x'
void h(_Thread_local int x);
int k(a, b)
// CHECK: 6.7.6.3-parameter-storage-class.c:[[@LINE+1]]:14: error: storage class specified for parameter 'a'
  static int a;
  register int b;
{
  return a + b;
}
