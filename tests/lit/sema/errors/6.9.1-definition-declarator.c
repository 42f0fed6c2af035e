// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9.1p2: a function definition's declarator has the function type itself (not a typedef).
typedef int F(void);
// CHECK: 6.9.1-definition-declarator.c:[[@LINE+1]]:5: error: expected '=', ',', ';', 'asm' or '__attribute__' before '{' token
F f { return 0; }
int x;
// CHECK: 6.9.1-definition-declarator.c:[[@LINE+1]]:13: error: function definition declared 'typedef'
typedef int G(void) { return 0; }
int y;
