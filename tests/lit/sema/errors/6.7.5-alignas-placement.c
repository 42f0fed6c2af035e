// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.5p2: no alignment specifier on a typedef, bit-field, function, parameter or register object.
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+1]]:25: error: alignment specified for typedef 'T'
typedef _Alignas(8) int T;
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+1]]:18: error: alignment specified for function 'f'
_Alignas(8) void f(void);
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+2]]:24: error: alignment specified for parameter 'x'
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+1]]:27: error: alignment specified for unnamed parameter
void g(_Alignas(8) int x, _Alignas(8) int);
struct S {
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+1]]:19: error: alignment specified for bit-field 'b'
  _Alignas(4) int b : 3;
  _Alignas(8) int ok;
};
void h(void) {
// CHECK: 6.7.5-alignas-placement.c:[[@LINE+1]]:28: error: alignment specified for 'register' object 'r'
  register _Alignas(8) int r;
  _Alignas(16) int fine;
}
