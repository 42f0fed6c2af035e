// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.5p3: the constant is a valid alignment (a power of two, at most 2^28 for gcc) or zero.
// CHECK: 6.7.5-alignas-value.c:[[@LINE+1]]:1: error: requested alignment '3' is not a positive power of 2
_Alignas(3) int a;
// CHECK: 6.7.5-alignas-value.c:[[@LINE+1]]:1: error: requested alignment '-8' is not a positive power of 2
_Alignas(-8) int b;
// CHECK: 6.7.5-alignas-value.c:[[@LINE+1]]:1: error: requested alignment '1073741824' exceeds maximum 268435456
_Alignas(1 << 30) int c;
_Alignas(0) int d;
struct S;
// CHECK: 6.7.5-alignas-value.c:[[@LINE+1]]:10: error: invalid application of '_Alignas' to incomplete type 'struct S'
_Alignas(struct S) int e;
