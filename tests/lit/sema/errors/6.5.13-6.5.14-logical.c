// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.13p2, 6.5.14p2: && and || take scalar operands.
struct S { int x; };
void g(void);
int f(struct S s, int i) {
// CHECK: 6.5.13-6.5.14-logical.c:[[@LINE+1]]:7: error: used struct type value where scalar is required
  if (s && i) return 1;
// CHECK: 6.5.13-6.5.14-logical.c:[[@LINE+1]]:9: error: invalid operands to binary || (have 'int' and 'struct S')
  if (i || s) return 2;
// CHECK: 6.5.13-6.5.14-logical.c:[[@LINE+1]]:15: error: void value not ignored as it ought to be
  return 1 || g();
}
