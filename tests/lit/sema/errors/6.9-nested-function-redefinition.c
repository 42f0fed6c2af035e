// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU nested functions: one definition per name in a block, types compatible.
void f(void) {
  void g(void) {}
// CHECK: 6.9-nested-function-redefinition.c:[[@LINE+1]]:8: error: redefinition of 'g'
  void g(void) {}
  int h(void) { return 0; }
// CHECK: 6.9-nested-function-redefinition.c:[[@LINE+1]]:8: error: conflicting types for 'h'; have 'long (void)'
  long h(void);
}
