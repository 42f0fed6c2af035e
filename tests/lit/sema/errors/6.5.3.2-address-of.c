// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.3.2p1: & applies to a function designator or an lvalue that is not a bit-field nor register.
struct S { int b : 3; };
int *f(int x, struct S *s) {
  register int r;
  register int ra[2];
  int *p;
// CHECK: 6.5.3.2-address-of.c:[[@LINE+1]]:7: error: lvalue required as unary '&' operand
  p = &(x + 1);
// CHECK: 6.5.3.2-address-of.c:[[@LINE+1]]:7: error: cannot take address of bit-field 'b'
  p = &s->b;
// CHECK: 6.5.3.2-address-of.c:[[@LINE+1]]:7: error: address of register variable 'r' requested
  p = &r;
// CHECK: 6.5.3.2-address-of.c:[[@LINE+1]]:7: error: address of register variable 'ra' requested
  p = ra;
// CHECK: 6.5.3.2-address-of.c:[[@LINE+1]]:10: warning: function returns address of local variable
  return &x;
}
