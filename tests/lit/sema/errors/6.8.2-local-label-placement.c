// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU __label__ declarations come first in a block.
void f(void) {
  __label__ A;
  int q;
// CHECK: 6.8.2-local-label-placement.c:[[@LINE+1]]:3: error: '__label__' not at the beginning of a block
  __label__ B;
A:;
}
