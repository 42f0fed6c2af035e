// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p1 (syntax): a declaration ends with ';' (one error, parsing resumes).
int f(int x) {
  int y = x + 1
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:3: error: expected ';', ',' or '=' before 'return'
  return y;
}
int c
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:1: error: expected ';', ',' or '=' before 'int'
int d;
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:20: error: expected ')' before 'x'
int e = sizeof(int x);
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:13: error: expected ';', ',' or '=' before '}' token
int h(void) }
int k(void) { return 2; }
