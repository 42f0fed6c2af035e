// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Lexical warnings as gcc: multi-character constants, unknown escapes, integer constants too large.
// CHECK: literals.c:[[@LINE+1]]:9: warning: multi-character character constant
int a = 'ab';
// CHECK: literals.c:[[@LINE+1]]:11: warning: unknown escape sequence: '\q'
char *b = "\q";
// CHECK: literals.c:[[@LINE+1]]:24: warning: integer constant is so large that it is unsigned
unsigned long long c = 18446744073709551615;
// CHECK: literals.c:[[@LINE+1]]:24: warning: integer constant is too large for its type
unsigned long long d = 99999999999999999999999;
// CHECK: literals.c:[[@LINE+1]]:9: warning: octal escape sequence out of range
int e = '\777';
