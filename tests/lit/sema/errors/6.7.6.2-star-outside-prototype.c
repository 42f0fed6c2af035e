// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p4: [*] only in a function prototype scope (one error).
void f(void) {
// CHECK: 6.7.6.2-star-outside-prototype.c:[[@LINE+1]]:8: error: '[*]' not allowed in other than function prototype scope
  int a[*];
}
int g(int n, int b[*]);
// CHECK: 6.7.6.2-star-outside-prototype.c:[[@LINE+1]]:6: error: '[*]' not allowed in other than function prototype scope
int b[*];
