// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU typeof: the operand is not a bit-field (as sizeof, C17 6.5.3.4p1).
struct B { int b : 3; int c; } bb;
// CHECK: 6.7.2-typeof-bitfield.c:[[@LINE+1]]:1: error: 'typeof' applied to a bit-field
typeof(bb.b) z;
typeof(bb.c) ok;
