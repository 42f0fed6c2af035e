// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p11 and p13: a scalar or struct is initialized from a compatible expression (6.5.16.1).
struct S { int x; };
struct T { int x; };
// CHECK: 6.7.9-initializer-type.c:[[@LINE+1]]:10: error: incompatible types when initializing type 'int *' using type 'double'
int *p = 1.0;
// CHECK: 6.7.9-initializer-type.c:[[@LINE+1]]:12: error: incompatible types when initializing type 'double' using type 'int *'
double d = (int *)0;
// CHECK: 6.7.9-initializer-type.c:[[@LINE+1]]:15: error: invalid initializer
struct S s1 = 1;
void f(struct T t) {
// CHECK: 6.7.9-initializer-type.c:[[@LINE+1]]:17: error: invalid initializer
  struct S s2 = t;
  struct S s3 = { 1 };
// CHECK: 6.7.9-initializer-type.c:[[@LINE+1]]:11: error: incompatible types when initializing type 'int' using type 'struct S'
  int i = s3;
}
