// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.7.9p2: no initializer for a subobject the entity does not contain (gcc: warnings, the excess is dropped).
// CHECK: excess-initializers.c:[[@LINE+1]]:20: warning: excess elements in array initializer
int a[2] = { 1, 2, 3 };
// CHECK: excess-initializers.c:[[@LINE+1]]:14: warning: excess elements in scalar initializer
int s = { 1, 2 };
// CHECK: excess-initializers.c:[[@LINE+1]]:36: warning: excess elements in struct initializer
struct S { int x, y; } t = { 1, 2, 3 };
// CHECK: excess-initializers.c:[[@LINE+1]]:13: warning: initializer-string for array of 'char' is too long
char c[2] = "abc";
char d[3] = "abc"; // the terminating null is dropped: fine
// CHECK: excess-initializers.c:[[@LINE+1]]:26: warning: excess elements in array initializer
int v[2] = { [0] = 1, 2, 3 };
