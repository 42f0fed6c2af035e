// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.3p1 (syntax): an expression statement ends with ';' (one error, parsing resumes).
int f(int x) {
// CHECK: 6.8.3-missing-semicolon.c:[[@LINE+1]]:9: error: expected ';' before numeric constant
  x = 3 4;
// CHECK: 6.8.3-missing-semicolon.c:[[@LINE+1]]:6: error: expected ';' before 'return'
  x++
  return x;
}
int g(void) { return 1; }
