// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p4: initializers of objects with static storage are constant expressions.
int x;
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:9: error: initializer element is not constant
int y = x;
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:17: error: initializer element is not constant
int a[2] = { 1, x };
int g(void);
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:9: error: initializer element is not constant
int z = g();
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:10: error: initializer element is not constant
char c = (char)&x;
struct { int *p; } s = { &x }; // an address constant: fine
void f(void) {
  int local;
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:19: error: initializer element is not constant
  static int *p = &local;
// CHECK: 6.7.9-static-initializer-not-constant.c:[[@LINE+1]]:18: error: initializer element is not constant
  static int q = local + 1;
}
