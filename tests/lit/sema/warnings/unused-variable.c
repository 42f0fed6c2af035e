// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wunused-variable (in -Wall): a local variable that is never used.
int f(int unused_param) {
// CHECK-DAG: unused-variable.c:[[@LINE+1]]:7: warning: unused variable 'unused'
  int unused;
  int used = 1;
  int with_attribute __attribute__((unused));
// CHECK-DAG: unused-variable.c:[[@LINE+1]]:14: warning: unused variable 'unused_static'
  static int unused_static;
  return used;
}
