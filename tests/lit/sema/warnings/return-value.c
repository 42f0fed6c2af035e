// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.8.6.4p1: a return has a value exactly in a non-void function (gcc: warnings).
void v(void) {
// CHECK: return-value.c:[[@LINE+1]]:10: warning: 'return' with a value, in function returning void
  return 1;
}
int i(void) {
// CHECK: return-value.c:[[@LINE+1]]:3: warning: 'return' with no value, in function returning non-void
  return;
}
void ok(void) {
  return (void)0; // a void expression: fine
}
