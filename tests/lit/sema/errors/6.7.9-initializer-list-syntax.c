// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p1 (syntax): an initializer list is closed by '}' and each designation has '='.
// CHECK: 6.7.9-initializer-list-syntax.c:[[@LINE+1]]:22: error: expected '}' before ';' token
int a[3] = { 1, 2, 3 ;
// CHECK: 6.7.9-initializer-list-syntax.c:[[@LINE+1]]:32: error: expected expression before '}' token
struct T { int x; } t = { .x = };
// CHECK: 6.7.9-initializer-list-syntax.c:[[@LINE+1]]:30: error: expected '=' before numeric constant
struct U { int y; } u = { .y 1 };
int ok[2] = { [1] 2 }; // GNU: '=' after an array index may be omitted
