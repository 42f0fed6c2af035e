// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6: a declarator ends before ',', ';', '=' or a body (one error, nothing declared).
typedef int T;
// CHECK: 6.7.6-declarator-followed-by-identifier.c:[[@LINE+1]]:12: error: expected '=', ',', ';', 'asm' or '__attribute__' before 'p'
unsigned T p;
// CHECK: 6.7.6-declarator-followed-by-identifier.c:[[@LINE+1]]:7: error: expected '=', ',', ';', 'asm' or '__attribute__' before 'b'
int a b;
int x;
void f(void) {
// CHECK: 6.7.6-declarator-followed-by-identifier.c:[[@LINE+1]]:9: error: expected '=', ',', ';', 'asm' or '__attribute__' before 'd'
  int c d;
// CHECK: 6.7.6-declarator-followed-by-identifier.c:[[@LINE+1]]:7: error: expected '=', ',', ';', 'asm' or '__attribute__' before 'f'
  T e f;
}
