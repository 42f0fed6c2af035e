// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p1 (before C2x): '...' follows at least one parameter.
// CHECK: 6.7.6.3-named-argument-before-ellipsis.c:[[@LINE+1]]:8: error: ISO C requires a named argument before '...'
void f(...);
// CHECK: 6.7.6.3-named-argument-before-ellipsis.c:[[@LINE+1]]:10: error: ISO C requires a named argument before '...'
int (*g)(...);
void h(int, ...);
