// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wparentheses (in -Wall): && within || without parentheses.
int f(int a, int b, int c) {
// CHECK: parentheses.c:[[@LINE+1]]:14: warning: suggest parentheses around '&&' within '||'
  if (a || b && c) return 1;
  if (a || (b && c)) return 2; // fine
// CHECK: parentheses.c:[[@LINE+1]]:12: warning: suggest parentheses around '&&' within '||'
  return a && b || c;
}
