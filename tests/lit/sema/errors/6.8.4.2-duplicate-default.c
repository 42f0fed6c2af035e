// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.2p3: at most one default label in a switch.
void f(int x) {
  switch (x) {
  default:
  case 1:
// CHECK: 6.8.4.2-duplicate-default.c:[[@LINE+1]]:3: error: multiple default labels in one switch
  default:
    break;
  }
}
