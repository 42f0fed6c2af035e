// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: a compound literal may initialize an object with static storage when its own
// value is constant; an array only from a literal of its own type, and only with static
// storage (gcc's messages).
struct S { int a, b; };
int a3[3] = (int[3]){1, 2, 3};
// CHECK: 6.7.9-compound-literal-initializer.c:[[@LINE+1]]:13: error: invalid initializer
int a4[4] = (int[3]){1, 2, 3};
// CHECK: 6.7.9-compound-literal-initializer.c:[[@LINE+1]]:14: error: invalid initializer
long l3[3] = (int[3]){1, 2, 3};
void f(int n) {
// CHECK: 6.7.9-compound-literal-initializer.c:[[@LINE+1]]:23: error: array initialized from non-constant array expression
  int auto_array[2] = (int[2]){1, 2};
// CHECK: 6.7.9-compound-literal-initializer.c:[[@LINE+1]]:34: error: initializer element is not constant
  static struct S not_constant = (struct S){n, 2};
  static struct S constant = (struct S){1, 2};
  (void)auto_array;
  (void)not_constant;
  (void)constant;
}
