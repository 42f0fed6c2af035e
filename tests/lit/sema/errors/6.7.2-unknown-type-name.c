// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2p2: at least one type specifier; an undeclared identifier used as one is an unknown type name.
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:1: error: unknown type name 'foo'
foo x;
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:8: error: unknown type name 'foo'
static foo *y;
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:8: error: unknown type name 'foo'
void f(foo *z, int w);
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:12: error: unknown type name 'foo'
struct S { foo m; int n; };
void g(void) {
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:3: error: unknown type name 'foo'
  foo a;
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:3: error: unknown type name 'bar'
  bar *b;
// CHECK: 6.7.2-unknown-type-name.c:[[@LINE+1]]:9: error: unknown type name 'baz'
  const baz *c;
}
