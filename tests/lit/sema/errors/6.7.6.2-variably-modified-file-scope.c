// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p2: an identifier with file scope shall not have a variably modified type.
int n;
// CHECK: 6.7.6.2-variably-modified-file-scope.c:[[@LINE+1]]:5: error: variably modified 'a' at file scope
int a[n];
// CHECK: 6.7.6.2-variably-modified-file-scope.c:[[@LINE+1]]:7: error: variably modified 'p' at file scope
int (*p)[n];
// CHECK: 6.7.6.2-variably-modified-file-scope.c:[[@LINE+1]]:13: error: variably modified 'T' at file scope
typedef int T[n];
// CHECK: 6.7.6.2-variably-modified-file-scope.c:[[@LINE+1]]:5: error: variably modified 'b' at file scope
int b[(1, 2)];
