// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.2p2: an enumeration constant is representable as an int (gcc: the next implicit value
// overflows the previous value's type).
// CHECK: 6.7.2.2-enumerator-overflow.c:[[@LINE+1]]:37: error: overflow in enumeration values
enum E { A = 0xffffffffffffffffULL, B };
// CHECK: 6.7.2.2-enumerator-overflow.c:[[@LINE+1]]:36: error: overflow in enumeration values
enum F { C = 0x7fffffffffffffffLL, D, E };

enum G { G1 = 0x7fffffffffffffffULL, G2 };
// CHECK: 6.7.2.2-enumerator-overflow.c:[[@LINE+2]]:27: error: overflow in enumeration values
// CHECK: 6.7.2.2-enumerator-overflow.c:[[@LINE+1]]:48: error: overflow in enumeration values
enum H { H1 = 0x7fffffff, H2, H3 = 0xffffffff, H4 };
