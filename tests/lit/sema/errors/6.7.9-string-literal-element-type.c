// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p14–15: a string literal initializes an array of a matching character type.
// CHECK: 6.7.9-string-literal-element-type.c:[[@LINE+1]]:11: error: cannot initialize array of 'int' from a string literal with type array of 'char'
int a[] = "abc";
// CHECK: 6.7.9-string-literal-element-type.c:[[@LINE+1]]:12: error: cannot initialize array of 'char' from a string literal with type array of 'int'
char b[] = L"abc";
// CHECK: 6.7.9-string-literal-element-type.c:[[@LINE+1]]:22: error: cannot initialize array of 'unsigned short' from a string literal with type array of 'unsigned int'
unsigned short c[] = U"abc";
char ok1[] = u8"abc";
unsigned int ok2[] = U"abc";
