// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.2p2: the value of an enumeration constant shall be an integer constant expression.
int n;
enum E {
// CHECK: 6.7.2.2-enumerator-not-constant.c:[[@LINE+1]]:3: error: enumerator value for 'A' is not an integer constant
  A = n,
// CHECK: 6.7.2.2-enumerator-not-constant.c:[[@LINE+1]]:3: error: enumerator value for 'B' is not an integer constant
  B = 1.5,
// CHECK: 6.7.2.2-enumerator-not-constant.c:[[@LINE+1]]:3: error: enumerator value for 'C' is not an integer constant
  C = (int)&n,
};
