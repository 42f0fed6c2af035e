// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16p2 (6.3.2.1p1): a struct with a const member is not a modifiable lvalue.
struct S { const int x; };
struct S g;
void f(struct S a, struct S b, struct S *p) {
// CHECK: 6.5.16-assign-const-member-struct.c:[[@LINE+1]]:5: error: assignment of read-only parameter 'a'
  a = b;
// CHECK: 6.5.16-assign-const-member-struct.c:[[@LINE+1]]:5: error: assignment of read-only variable 'g'
  g = a;
// CHECK: 6.5.16-assign-const-member-struct.c:[[@LINE+1]]:6: error: assignment of read-only location '*p'
  *p = a;
}
