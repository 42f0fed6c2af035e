// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.1p3: a block-scope _Thread_local object also has static or extern.
void f(void) {
// CHECK: 6.7.1-thread-local-block-scope.c:[[@LINE+1]]:21: error: function-scope 'x' implicitly auto and declared '_Thread_local'
  _Thread_local int x;
  static _Thread_local int y;
}
