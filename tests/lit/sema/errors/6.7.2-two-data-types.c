// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2p2: at most one data type in the declaration specifiers.
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:5: error: two or more data types in declaration specifiers
int char a;
typedef int T;
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:3: error: two or more data types in declaration specifiers
T int b;
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:5: error: two or more data types in declaration specifiers
int struct S { int x; } c;
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:8: error: two or more data types in declaration specifiers
double typeof(int) d;
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:20: error: two or more data types in declaration specifiers
float _Atomic(int) e;
void f(void) {
// CHECK: 6.7.2-two-data-types.c:[[@LINE+1]]:15: error: two or more data types in declaration specifiers
  __auto_type int g = 1;
}
