// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.4.1p1: an integer constant is digits of its base and an optional u/l/ll suffix.
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "abc" on integer constant
int a = 1abc;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "uu" on integer constant
int b = 1uu;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:15: error: invalid suffix "lll" on integer constant
long long c = 1lll;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "lul" on integer constant
int d = 12lul;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "g" on integer constant
int e = 0X1g;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "x" on integer constant
int f = 0x;
// CHECK: 6.4.4.1-integer-suffix.c:[[@LINE+1]]:9: error: invalid suffix "b" on integer constant
int g = 0b;
unsigned long long ok = 1ULL + 2llu + 3uLL + 4lU;
