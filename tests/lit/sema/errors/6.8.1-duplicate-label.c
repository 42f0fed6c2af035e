// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.1p3: label names are unique in a function.
void f(void) {
L:;
  {
// CHECK: 6.8.1-duplicate-label.c:[[@LINE+1]]:3: error: duplicate label 'L'
  L:;
  }
M:;
}
void g(void) {
L:; // another function: fine
}
