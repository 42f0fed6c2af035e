// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.3.2.1p2: an lvalue of incomplete type has no value (gcc: an error).
struct S;
extern struct S s;
void g(struct S);
void h(int, ...);
void f(struct S *p) {
// CHECK: 6.3.2.1-incomplete-lvalue.c:[[@LINE+1]]:3: error: invalid use of undefined type 'struct S'
  *p;
// CHECK: 6.3.2.1-incomplete-lvalue.c:[[@LINE+1]]:9: error: invalid use of undefined type 'struct S'
  (void)*p;
// CHECK: 6.3.2.1-incomplete-lvalue.c:[[@LINE+1]]:5: error: 's' has an incomplete type 'struct S'
  g(s);
// CHECK: 6.3.2.1-incomplete-lvalue.c:[[@LINE+1]]:8: error: 's' has an incomplete type 'struct S'
  h(1, s);
// CHECK: 6.3.2.1-incomplete-lvalue.c:[[@LINE+1]]:3: error: 's' has an incomplete type 'struct S'
  s;
  struct S *ok = &s;
}
