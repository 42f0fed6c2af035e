// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.5.2.2 (C99 removed implicit declarations): gcc warns by default (-Wimplicit-function-declaration).
int f(void) {
// CHECK: implicit-function-declaration.c:[[@LINE+1]]:10: warning: implicit declaration of function 'g'
  return g(1) + g(2); // once per function
}
int h(void) {
  return g(3);
}
int k(void) {
  extern int declared(int);
  return declared(4) + __builtin_abs(-5); // declared, builtin: no warning
}
