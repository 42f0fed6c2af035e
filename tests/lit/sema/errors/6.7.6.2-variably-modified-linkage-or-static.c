// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p2: VM identifiers have no linkage, and no static VLA.
void f(int n) {
// CHECK: 6.7.6.2-variably-modified-linkage-or-static.c:[[@LINE+1]]:14: error: object with variably modified type must have no linkage
  extern int a[n];
// CHECK: 6.7.6.2-variably-modified-linkage-or-static.c:[[@LINE+1]]:16: error: object with variably modified type must have no linkage
  extern int (*p)[n];
// CHECK: 6.7.6.2-variably-modified-linkage-or-static.c:[[@LINE+1]]:14: error: storage size of 'b' isn't constant
  static int b[n];
  static int (*q)[n]; // a static pointer to a VLA is fine
}
