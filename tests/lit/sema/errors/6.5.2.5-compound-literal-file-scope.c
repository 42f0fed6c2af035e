// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.5p3: a file-scope compound literal has static storage: its initializers are constant.
int x;
// CHECK: 6.5.2.5-compound-literal-file-scope.c:[[@LINE+1]]:19: error: initializer element is not constant
int *p = (int[]){ x };
// CHECK: 6.5.2.5-compound-literal-file-scope.c:[[@LINE+1]]:22: error: initializer element is not constant
int *q = (int[]){ 1, x + 1 };
int *ok = (int[]){ 1, 2 };
