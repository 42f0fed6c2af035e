// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.3p3: an array or function type is not _Atomic-qualified.
typedef int A[3];
typedef int F(void);
// CHECK: 6.7.3-atomic-qualified-array.c:[[@LINE+1]]:1: error: '_Atomic'-qualified array type
_Atomic A a;
// CHECK: 6.7.3-atomic-qualified-array.c:[[@LINE+1]]:1: error: '_Atomic'-qualified function type
_Atomic F f;
_Atomic int ok[3]; // an array of atomic int: fine
