// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1: a struct definition followed by another type specifier lacks its ';' (one error).
// CHECK: 6.7.2.1-missing-semicolon-after-struct.c:[[@LINE+1]]:21: error: expected ';', identifier or '(' before 'int'
struct S { int a; } int x;
// CHECK: 6.7.2.1-missing-semicolon-after-struct.c:[[@LINE+1]]:20: error: expected ';', identifier or '(' before 'struct'
union U { int b; } struct T { int c; } y;
// CHECK: 6.7.2.1-missing-semicolon-after-struct.c:[[@LINE+1]]:14: error: expected ';', identifier or '(' before 'long'
enum E { A } long z;
int use(void) { return x.a + y.b + (int)z; }
