// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.5p3: _Alignas ( constant-expression ) needs an integer constant expression.
int n;
// CHECK: 6.7.5-alignas-not-constant.c:[[@LINE+1]]:1: error: requested alignment is not an integer constant
_Alignas(n) int x;
// CHECK: 6.7.5-alignas-not-constant.c:[[@LINE+1]]:1: error: requested alignment is not an integer constant
_Alignas(8.0) int y;
