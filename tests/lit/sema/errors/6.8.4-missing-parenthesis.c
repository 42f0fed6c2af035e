// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4p1 (syntax): a controlling expression is parenthesized (one error).
int f(int x) {
// CHECK: 6.8.4-missing-parenthesis.c:[[@LINE+1]]:13: error: expected ')' before '{' token
  if (x > 0 {
    return 1;
  }
// CHECK: 6.8.4-missing-parenthesis.c:[[@LINE+1]]:12: error: expected ')' before 'x'
  while (x x--;
// CHECK: 6.8.4-missing-parenthesis.c:[[@LINE+1]]:16: error: expected ')' before ';' token
  return (x + 1;
}
int g(void) { return 3; }
