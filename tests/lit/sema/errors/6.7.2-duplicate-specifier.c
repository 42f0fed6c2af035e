// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2p2: a type specifier other than long appears at most once.
// CHECK: 6.7.2-duplicate-specifier.c:[[@LINE+1]]:7: error: duplicate 'short'
short short a;
// CHECK: 6.7.2-duplicate-specifier.c:[[@LINE+1]]:10: error: duplicate 'unsigned'
unsigned unsigned b;
// CHECK: 6.7.2-duplicate-specifier.c:[[@LINE+1]]:12: error: duplicate 'signed'
signed int signed c;
// CHECK: 6.7.2-duplicate-specifier.c:[[@LINE+1]]:17: error: duplicate '_Complex'
_Complex double _Complex d;
// CHECK: 6.7.2-duplicate-specifier.c:[[@LINE+1]]:11: error: 'long long long' is too long for GCC
long long long e;
