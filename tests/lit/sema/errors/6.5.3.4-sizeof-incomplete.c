// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.3.4p1: sizeof and _Alignof do not apply to incomplete types (or bit-fields).
struct S;
extern int a[];
struct B { int b : 3; } bf;
// CHECK: 6.5.3.4-sizeof-incomplete.c:[[@LINE+1]]:16: error: invalid application of 'sizeof' to incomplete type 'struct S'
int x = sizeof(struct S);
// CHECK: 6.5.3.4-sizeof-incomplete.c:[[@LINE+1]]:16: error: invalid application of 'sizeof' to incomplete type 'int []'
int y = sizeof a;
// CHECK: 6.5.3.4-sizeof-incomplete.c:[[@LINE+1]]:18: error: invalid application of '_Alignof' to incomplete type 'struct S'
int z = _Alignof(struct S);
// CHECK: 6.5.3.4-sizeof-incomplete.c:[[@LINE+1]]:16: error: 'sizeof' applied to a bit-field
int w = sizeof bf.b;
// CHECK: 6.5.3.4-sizeof-incomplete.c:[[@LINE+1]]:18: error: invalid application of '_Alignof' to incomplete type 'union U'
int v = _Alignof(union U);
