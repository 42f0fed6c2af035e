// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p1: an array size has integer type and, if constant, is greater than zero.
// CHECK: 6.7.6.2-array-size.c:[[@LINE+1]]:5: error: size of array 'a' is negative
int a[-1];
// CHECK: 6.7.6.2-array-size.c:[[@LINE+1]]:5: error: size of array 'b' has non-integer type
int b[1.5];
int *p;
// CHECK: 6.7.6.2-array-size.c:[[@LINE+1]]:5: error: size of array 'c' has non-integer type
int c[p];
// CHECK: 6.7.6.2-array-size.c:[[@LINE+1]]:5: error: size of array 'd' exceeds maximum object size '9223372036854775807'
int d[0x7fffffffffffffff];
void f(void) {
// CHECK: 6.7.6.2-array-size.c:[[@LINE+1]]:8: error: size of array 'e' is negative
  char e[-2];
}
