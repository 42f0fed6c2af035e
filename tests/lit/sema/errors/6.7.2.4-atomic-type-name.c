// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.4p3: the type name of _Atomic( ) shall not be an array, function, atomic or qualified type.
// CHECK: 6.7.2.4-atomic-type-name.c:[[@LINE+1]]:1: error: '_Atomic'-qualified array type
_Atomic(int[3]) a;
// CHECK: 6.7.2.4-atomic-type-name.c:[[@LINE+1]]:1: error: '_Atomic'-qualified function type
_Atomic(int(void)) b;
// CHECK: 6.7.2.4-atomic-type-name.c:[[@LINE+1]]:1: error: '_Atomic' applied to a qualified type
_Atomic(const int) c;
// CHECK: 6.7.2.4-atomic-type-name.c:[[@LINE+1]]:1: error: '_Atomic' applied to a qualified type
_Atomic(_Atomic int) d;
