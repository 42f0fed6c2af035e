// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.6.1p1: a goto names a label in the enclosing function.
void f(void) {
// CHECK: 6.8.6.1-undefined-label.c:[[@LINE+1]]:3: error: label 'L' used but not defined
  goto L;
// CHECK: 6.8.6.1-undefined-label.c:[[@LINE+1]]:3: error: label 'M' used but not defined
  goto M;
// CHECK: 6.8.6.1-undefined-label.c:[[@LINE+1]]:15: error: label 'N' used but not defined
  void *p = &&N;
}
void g(void) {
M:;
}
