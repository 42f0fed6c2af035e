// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU computed goto: the operand is a pointer.
void f(int i) {
// CHECK: 6.8.6.1-computed-goto-not-pointer.c:[[@LINE+1]]:9: error: computed goto must be pointer type
  goto *1.0;
// CHECK: 6.8.6.1-computed-goto-not-pointer.c:[[@LINE+1]]:9: error: computed goto must be pointer type
  goto *i;
L:
  goto *&&L;
}
