// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.5.8p2, 6.5.9p2, 6.5.15p3: pointers compared or combined with integers or distinct pointer types (gcc: warnings).
void f(int *p, char *c, int i, void *v) {
// CHECK: comparisons.c:[[@LINE+1]]:9: warning: comparison between pointer and integer
  if (p == i) {}
// CHECK: comparisons.c:[[@LINE+1]]:9: warning: comparison of distinct pointer types lacks a cast
  if (p < c) {}
// CHECK: comparisons.c:[[@LINE+1]]:9: warning: comparison of distinct pointer types lacks a cast
  if (c == p) {}
// CHECK: comparisons.c:[[@LINE+1]]:18: warning: pointer type mismatch in conditional expression
  int *r = i ? p : c;
// CHECK: comparisons.c:[[@LINE+1]]:18: warning: pointer/integer type mismatch in conditional expression
  int *s = i ? p : 5;
  if (p == 0 || p == v) {} // fine
}
