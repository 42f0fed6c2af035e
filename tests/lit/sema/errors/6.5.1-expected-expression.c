// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.1 (syntax): an operand is a primary expression (one error each).
void f(int x) {
// CHECK: 6.5.1-expected-expression.c:[[@LINE+1]]:7: error: expected expression before ';' token
  x = ;
// CHECK: 6.5.1-expected-expression.c:[[@LINE+1]]:7: error: expected expression before ')' token
  f(1,);
// CHECK: 6.5.1-expected-expression.c:[[@LINE+1]]:11: error: expected expression before ';' token
  x = x + ;
// CHECK: 6.5.1-expected-expression.c:[[@LINE+1]]:12: error: expected expression before ';' token
  x = (int);
// CHECK: 6.5.1-expected-expression.c:[[@LINE+1]]:11: error: expected expression before ')' token
  x = 1 + ) 2;
}
