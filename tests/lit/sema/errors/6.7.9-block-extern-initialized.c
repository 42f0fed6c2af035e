// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p5: a block-scope identifier with external linkage shall not be initialized.
void f(void) {
// CHECK: 6.7.9-block-extern-initialized.c:[[@LINE+1]]:14: error: 'x' has both 'extern' and initializer
  extern int x = 1;
  static int y = 2;
}
