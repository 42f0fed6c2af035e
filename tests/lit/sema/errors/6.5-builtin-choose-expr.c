// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU __builtin_choose_expr: the first argument is an integer constant expression.
int x;
// CHECK: 6.5-builtin-choose-expr.c:[[@LINE+1]]:32: error: first argument to '__builtin_choose_expr' not a constant
int c1 = __builtin_choose_expr(x, 1, 2);
// CHECK: 6.5-builtin-choose-expr.c:[[@LINE+1]]:32: error: first argument to '__builtin_choose_expr' not a constant
int c2 = __builtin_choose_expr(1.5, 1, 2);
int ok = __builtin_choose_expr(sizeof(int) == 4, 1, 2);
