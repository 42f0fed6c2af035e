// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.5.16.1p1: an integer is not converted to a pointer (or back) without a cast (gcc: -Wint-conversion).
void take(int *);
// CHECK: int-conversion.c:[[@LINE+1]]:26: warning: returning 'int' from a function with return type 'int *' makes pointer from integer without a cast
int *ret(int i) { return i; }
// CHECK: int-conversion.c:[[@LINE+1]]:27: warning: returning 'int *' from a function with return type 'int' makes integer from pointer without a cast
int ret2(int *p) { return p; }
void f(int i, int *p) {
// CHECK: int-conversion.c:[[@LINE+1]]:12: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
  int *q = i;
// CHECK: int-conversion.c:[[@LINE+1]]:5: warning: assignment to 'int *' from 'int' makes pointer from integer without a cast
  p = 42;
// CHECK: int-conversion.c:[[@LINE+1]]:5: warning: assignment to 'int' from 'int *' makes integer from pointer without a cast
  i = p;
// CHECK: int-conversion.c:[[@LINE+1]]:8: warning: passing argument 1 of 'take' makes pointer from integer without a cast
  take(i);
  _Bool b = p;  // to _Bool: fine
  int *z = 0;   // a null pointer constant: fine
}
