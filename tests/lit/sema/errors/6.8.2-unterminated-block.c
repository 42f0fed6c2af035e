// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.2 (syntax): a compound statement ends with '}' (reported at the end of the input).
int f(int x) {
  while (x) {
    x--;
  return x;
// CHECK: 6.8.2-unterminated-block.c:[[@LINE+1]]:1: error: expected '}' at end of input
}
