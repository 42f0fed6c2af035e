// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p1 (syntax): a declaration ends with ';' (one error, parsing resumes). When the
// next token is on a later line, the report is at the end of the line, where the ';' goes.
int f(int x) {
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:16: error: expected ';', ',' or '=' before 'return'
  int y = x + 1
  return y;
}
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:6: error: expected ';', ',' or '=' before 'int'
int c
int d;
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:20: error: expected ')' before 'x'
int e = sizeof(int x);
// CHECK: 6.7-missing-semicolon.c:[[@LINE+1]]:13: error: expected ';', ',' or '=' before '}' token
int h(void) }
int k(void) { return 2; }
