// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.4p2: a cast is to void or a scalar type, from a scalar; no pointer/floating casts.
struct S { int x; };
void f(int i, int *p, double d, struct S s) {
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: conversion to non-scalar type requested
  (struct S)i;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: aggregate value used where an integer was expected
  (int)s;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: pointer value used where a floating-point was expected
  (float)p;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: cannot convert to a pointer type
  (int *)d;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: cast specifies array type
  (int[2])p;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: cast specifies function type
  (int(void))p;
// CHECK: 6.5.4-cast-types.c:[[@LINE+1]]:3: error: cast to union type from type not present in union
  (union U { int a; })d;
}
