// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.1p1, 6.8.5p2: a controlling expression has scalar type.
struct S { int x; };
union U { int x; };
void g(void);
void f(struct S s, union U u) {
// CHECK: 6.8.4-condition-scalar.c:[[@LINE+1]]:7: error: used struct type value where scalar is required
  if (s) {}
// CHECK: 6.8.4-condition-scalar.c:[[@LINE+1]]:10: error: used union type value where scalar is required
  while (u) {}
// CHECK: 6.8.4-condition-scalar.c:[[@LINE+1]]:16: error: used struct type value where scalar is required
  do {} while (s);
// CHECK: 6.8.4-condition-scalar.c:[[@LINE+1]]:10: error: used struct type value where scalar is required
  for (; s;) {}
// CHECK: 6.8.4-condition-scalar.c:[[@LINE+1]]:7: error: void value not ignored as it ought to be
  if (g()) {}
}
