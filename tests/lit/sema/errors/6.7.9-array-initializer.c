// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p16: an array is initialized from a brace-enclosed list (or a string literal).
// CHECK: 6.7.9-array-initializer.c:[[@LINE+1]]:12: error: invalid initializer
int a[2] = 1;
// CHECK: 6.7.9-array-initializer.c:[[@LINE+1]]:11: error: invalid initializer
int b[] = 2;
void f(void) {
  int c[2];
// CHECK: 6.7.9-array-initializer.c:[[@LINE+1]]:14: error: invalid initializer
  int d[2] = c;
}
