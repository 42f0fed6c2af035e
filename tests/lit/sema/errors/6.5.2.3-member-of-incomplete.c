// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.3p1: the struct or union is complete.
struct S;
union U;
void f(struct S *p, union U *u) {
// CHECK: 6.5.2.3-member-of-incomplete.c:[[@LINE+1]]:4: error: invalid use of undefined type 'struct S'
  p->x;
// CHECK: 6.5.2.3-member-of-incomplete.c:[[@LINE+1]]:7: error: invalid use of undefined type 'union U'
  (*u).y;
}
