// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.5.16.1p1: pointers to incompatible types (gcc: -Wincompatible-pointer-types, on by default).
void take(int *);
// CHECK: incompatible-pointer-types.c:[[@LINE+1]]:28: warning: returning 'char *' from a function with incompatible return type 'int *'
int *ret(char *c) { return c; }
void f(char *c, long *l) {
// CHECK: incompatible-pointer-types.c:[[@LINE+1]]:12: warning: initialization of 'int *' from incompatible pointer type 'char *'
  int *p = c;
// CHECK: incompatible-pointer-types.c:[[@LINE+1]]:5: warning: assignment to 'int *' from incompatible pointer type 'long *'
  p = l;
// CHECK: incompatible-pointer-types.c:[[@LINE+1]]:8: warning: passing argument 1 of 'take' from incompatible pointer type
  take(c);
  void *ok = c; // void *: fine
  int **pp = 0; // a null pointer constant: fine
}
