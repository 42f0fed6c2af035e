// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU __auto_type: one plain declarator, initialized with an expression (its type is the variable's).
void f(void) {
// CHECK: 6.7.2-auto-type.c:[[@LINE+1]]:15: error: '__auto_type' requires an initialized data declaration
  __auto_type a;
// CHECK: 6.7.2-auto-type.c:[[@LINE+1]]:3: error: '__auto_type' may only be used with a single declarator
  __auto_type b = 1, c = 2;
// CHECK: 6.7.2-auto-type.c:[[@LINE+1]]:16: error: '__auto_type' requires a plain identifier as declarator
  __auto_type *d = &b;
// CHECK: 6.7.2-auto-type.c:[[@LINE+1]]:19: error: '__auto_type' initialized with a braced list
  __auto_type e = { 1 };
  __auto_type ok = 2.5;
  _Static_assert(__builtin_types_compatible_p(__typeof__(ok), double), "double");
}
__auto_type g = "abc";
_Static_assert(__builtin_types_compatible_p(__typeof__(g), char *), "char *");
