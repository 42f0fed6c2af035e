// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p14: a string literal for a char array may be in braces, alone.
// CHECK: 6.7.9-string-literal-in-braces.c:[[@LINE+1]]:20: error: excess elements in 'char' array initializer
char a[] = { "ab", "cd" };
// CHECK: 6.7.9-string-literal-in-braces.c:[[@LINE+1]]:21: error: excess elements in 'char' array initializer
char b[4] = { "ab", 'c' };
char ok[] = { "ab" };
