// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU labels as values: &&label only inside the function defining the label.
// CHECK: 6.8.6.1-label-address-outside-function.c:[[@LINE+1]]:12: error: label 'L' referenced outside of any function
void *lp = &&L;
void f(void) {
L:;
  void *ok = &&L;
}
