// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.5p4: alignment specifiers do not make an object less aligned than its type.
// CHECK: 6.7.5-alignas-reduce.c:[[@LINE+1]]:17: error: '_Alignas' specifiers cannot reduce alignment of 'a'
_Alignas(1) int a;
// CHECK: 6.7.5-alignas-reduce.c:[[@LINE+1]]:20: error: '_Alignas' specifiers cannot reduce alignment of 'b'
_Alignas(2) double b;
_Alignas(1) _Alignas(4) int c;
struct S {
// CHECK: 6.7.5-alignas-reduce.c:[[@LINE+1]]:20: error: '_Alignas' specifiers cannot reduce alignment of 'm'
  _Alignas(2) long m;
};
void f(void) {
// CHECK: 6.7.5-alignas-reduce.c:[[@LINE+1]]:22: error: '_Alignas' specifiers cannot reduce alignment of 'd'
  _Alignas(char) int d;
}
