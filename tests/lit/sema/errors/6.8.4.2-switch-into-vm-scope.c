// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.2p2: a switch does not jump into the scope of a variably modified identifier.
void f(int x, int n) {
  switch (x) {
    int a[n];
// CHECK: 6.8.4.2-switch-into-vm-scope.c:[[@LINE+1]]:3: error: switch jumps into scope of identifier with variably modified type
  case 1:
    a[0] = 1;
    break;
// CHECK: 6.8.4.2-switch-into-vm-scope.c:[[@LINE+1]]:3: error: switch jumps into scope of identifier with variably modified type
  default:;
  }
  switch (x) {
  case 0: {
    int b[n]; // the case is outside b's scope: fine
    b[0] = 0;
  }
  case 2:;
  }
}
