// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.3p1: the name is a member of the struct or union (or of an anonymous member).
struct S { int x; struct { int in; }; };
union U { int a; };
void f(struct S s, union U *u) {
// CHECK: 6.5.2.3-no-such-member.c:[[@LINE+1]]:5: error: 'struct S' has no member named 'y'
  s.y;
// CHECK: 6.5.2.3-no-such-member.c:[[@LINE+1]]:6: error: 'union U' has no member named 'b'
  u->b;
  s.in;
}
