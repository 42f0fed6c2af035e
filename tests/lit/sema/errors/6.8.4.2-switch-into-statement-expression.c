// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: a switch does not jump into a statement expression.
int f(int x) {
  switch (x) {
  case 0:
// CHECK: 6.8.4.2-switch-into-statement-expression.c:[[@LINE+1]]:15: error: switch jumps into statement expression
    return ({ case 1: 2; });
  }
  return 0;
}
