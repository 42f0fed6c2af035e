// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p6–7: [index] designates an array element, .member a struct or union member.
struct S { int x; int y[2]; };
// CHECK: 6.7.9-designator-kind.c:[[@LINE+1]]:17: error: array index in non-array initializer
struct S a = { [0] = 1 };
// CHECK: 6.7.9-designator-kind.c:[[@LINE+1]]:15: error: field name not in record or union initializer
int b[3] = { .x = 1 };
// CHECK: 6.7.9-designator-kind.c:[[@LINE+1]]:19: error: field name not in record or union initializer
struct S c = { .x.z = 1 };
// CHECK: 6.7.9-designator-kind.c:[[@LINE+1]]:19: error: array index in non-array initializer
struct S d = { .x[0] = 1 };
// CHECK: 6.7.9-designator-kind.c:[[@LINE+1]]:19: error: field name not in record or union initializer
struct S e = { .y.z = 1 };
