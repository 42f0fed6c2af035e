// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p5: a bit-field has an integer type (_Bool, int, unsigned int, or another integer type).
struct T { int x; };
struct S {
// CHECK: 6.7.2.1-bitfield-type.c:[[@LINE+1]]:9: error: bit-field 'a' has invalid type
  float a : 3;
// CHECK: 6.7.2.1-bitfield-type.c:[[@LINE+1]]:8: error: bit-field 'b' has invalid type
  int *b : 3;
// CHECK: 6.7.2.1-bitfield-type.c:[[@LINE+1]]:12: error: bit-field 'c' has invalid type
  struct T c : 3;
// CHECK: 6.7.2.1-bitfield-type.c:[[@LINE+1]]:10: error: bit-field '<anonymous>' has invalid type
  double : 2;
  enum { E0 } ok : 1; // an enum is fine
};
