// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.3p1–2: '.' applies to a struct or union, '->' to a pointer to one.
struct S { int x; };
void f(int i, struct S s, struct S *p, int *q) {
// CHECK: 6.5.2.3-member-of-non-record.c:[[@LINE+1]]:4: error: request for member 'a' in something not a structure or union
  i.a;
// CHECK: 6.5.2.3-member-of-non-record.c:[[@LINE+1]]:4: error: invalid type argument of '->' (have 'struct S')
  s->x;
// CHECK: 6.5.2.3-member-of-non-record.c:[[@LINE+1]]:4: error: 'p' is a pointer; did you mean to use '->'?
  p.x;
// CHECK: 6.5.2.3-member-of-non-record.c:[[@LINE+1]]:4: error: request for member 'x' in something not a structure or union
  q->x;
// CHECK: 6.5.2.3-member-of-non-record.c:[[@LINE+1]]:9: error: invalid type argument of '->' (have 'int')
  (*p).x->y;
}
