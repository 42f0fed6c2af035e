// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.2p1: the element type of an array is a complete object type (not a function or void).
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+1]]:5: error: declaration of 'a' as array of functions
int a[3](void);
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+1]]:6: error: declaration of 'b' as array of voids
void b[3];
struct S;
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+1]]:10: error: array type has incomplete element type 'struct S'
struct S c[3];
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+2]]:12: error: declaration of 'd' as array of functions
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+1]]:28: error: declaration of 'e' as array of voids
void f(int d[](void), void e[]);
typedef int F(void);
// CHECK: 6.7.6.2-array-element-type.c:[[@LINE+1]]:3: error: declaration of 'g' as array of functions
F g[2];
