// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: a flexible array member is initialized only in static storage.
struct S { int n; int a[]; };
struct S ok = { 1, { 2, 3 } };
void f(void) {
// CHECK: 6.7.9-flexible-array-member-automatic.c:[[@LINE+1]]:21: error: non-static initialization of a flexible array member
  struct S s = { 1, { 2, 3 } };
}
