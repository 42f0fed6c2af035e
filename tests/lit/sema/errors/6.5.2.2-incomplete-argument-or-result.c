// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.2p1, p4: arguments and the result of a call have complete object types.
struct S;
extern struct S s;
struct S r(void);
void g(struct S);
void h(int, ...);
void f(struct S *p) {
// CHECK: 6.5.2.2-incomplete-argument-or-result.c:[[@LINE+1]]:5: error: 's' has an incomplete type 'struct S'
  g(s);
// CHECK: 6.5.2.2-incomplete-argument-or-result.c:[[@LINE+1]]:8: error: invalid use of undefined type 'struct S'
  h(1, *p);
// CHECK: 6.5.2.2-incomplete-argument-or-result.c:[[@LINE+1]]:3: error: invalid use of undefined type 'struct S'
  r();
}
