// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.2p3: the expression of each case label shall be an integer constant expression.
void f(int x, int y) {
  const int k = 1;
  switch (x) {
// CHECK: 6.8.4.2-case-not-constant.c:[[@LINE+1]]:3: error: case label does not reduce to an integer constant
  case y:
    break;
// CHECK: 6.8.4.2-case-not-constant.c:[[@LINE+1]]:3: error: case label does not reduce to an integer constant
  case k:
    break;
// CHECK: 6.8.4.2-case-not-constant.c:[[@LINE+1]]:3: error: case label does not reduce to an integer constant
  case 1.5:
    break;
// CHECK: 6.8.4.2-case-not-constant.c:[[@LINE+1]]:3: error: case label does not reduce to an integer constant
  case 2 ... y:
    break;
  }
}
