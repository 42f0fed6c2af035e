// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16p2: a const-qualified object is not modifiable.
struct S { const int x; int y; };
const int a[2];
void f(const int param, const int *p, struct S *s, struct S t) {
  const int x = 1;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:5: error: assignment of read-only variable 'x'
  x = 2;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:9: error: assignment of read-only parameter 'param'
  param = 1;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:6: error: assignment of read-only location '*p'
  *p = 1;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:8: error: assignment of read-only location 'p[1]'
  p[1] = 2;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:8: error: assignment of read-only location 'a[0]'
  a[0] = 1;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:8: error: assignment of read-only member 'x'
  s->x = 1;
// CHECK: 6.5.16-assign-const.c:[[@LINE+1]]:7: error: assignment of read-only member 'x'
  t.x += 1;
}
