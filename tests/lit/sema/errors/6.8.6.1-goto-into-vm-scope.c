// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.6.1p1: a goto does not jump into the scope of a variably modified identifier.
void f(int n) {
// CHECK: 6.8.6.1-goto-into-vm-scope.c:[[@LINE+1]]:3: error: jump into scope of identifier with variably modified type
  goto L;
  {
    int a[n];
  L:
    a[0] = 1;
  }
// CHECK: 6.8.6.1-goto-into-vm-scope.c:[[@LINE+1]]:3: error: jump into scope of identifier with variably modified type
  goto M;
  typedef int T[n];
M:;
  {
    int b[n];
  B:
    b[0] = 0;
    goto B; // backwards, within the scope: fine
  }
}
