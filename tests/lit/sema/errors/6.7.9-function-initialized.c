// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p3 (6.9.1): a function is not initialized like a variable.
// CHECK: 6.7.9-function-initialized.c:[[@LINE+1]]:5: error: function 'f' is initialized like a variable
int f(void) = 0;
// CHECK: 6.7.9-function-initialized.c:[[@LINE+1]]:6: error: function 'g' is initialized like a variable
int (g)(int) = { 1 };
