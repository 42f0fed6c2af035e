// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p4: a bit-field width is non-negative, at most the type's width, and zero only when unnamed.
struct S {
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:7: error: negative width in bit-field 'a'
  int a : -1;
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:7: error: zero width for bit-field 'b'
  int b : 0;
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:7: error: width of 'c' exceeds its type
  int c : 33;
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:9: error: width of 'd' exceeds its type
  _Bool d : 2;
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:17: error: width of 'e' exceeds its type
  unsigned long e : 65;
// CHECK: 6.7.2.1-bitfield-width.c:[[@LINE+1]]:8: error: width of 'f' exceeds its type
  char f : 9;
  int : 0; // fine
};
