// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p4 (6.2.7p2): declarations of one entity have compatible types.
int f(int);
// CHECK: 6.7-conflicting-types.c:[[@LINE+1]]:6: error: conflicting types for 'f'; have 'long (int)'
long f(int);
int g(int);
// CHECK: 6.7-conflicting-types.c:[[@LINE+1]]:5: error: conflicting types for 'g'; have 'int (int, int)'
int g(int, int);
int h(int, ...);
// CHECK: 6.7-conflicting-types.c:[[@LINE+1]]:5: error: conflicting types for 'h'; have 'int (int)'
int h(int);
int x;
// CHECK: 6.7-conflicting-types.c:[[@LINE+1]]:6: error: conflicting types for 'x'; have 'long'
long x;
extern int a[3];
// CHECK: 6.7-conflicting-types.c:[[@LINE+1]]:12: error: conflicting types for 'a'; have 'int [4]'
extern int a[4];
extern int a[]; // compatible with a[3]: fine
