// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p4: a bit-field width shall be an integer constant expression.
int n;
struct S {
// CHECK: 6.7.2.1-bitfield-width-not-constant.c:[[@LINE+1]]:7: error: bit-field 'x' width not an integer constant
  int x : n;
// CHECK: 6.7.2.1-bitfield-width-not-constant.c:[[@LINE+1]]:7: error: bit-field 'y' width not an integer constant
  int y : 2.0;
// CHECK: 6.7.2.1-bitfield-width-not-constant.c:[[@LINE+1]]:7: error: bit-field '<anonymous>' width not an integer constant
  int : n;
};
