// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.1p2: case and default labels appear only in a switch body.
void f(int x) {
// CHECK: 6.8.1-case-outside-switch.c:[[@LINE+1]]:3: error: case label not within a switch statement
  case 1:;
// CHECK: 6.8.1-case-outside-switch.c:[[@LINE+1]]:3: error: 'default' label not within a switch statement
  default:;
  switch (x) {
  case 1:;
  }
  while (x) {
// CHECK: 6.8.1-case-outside-switch.c:[[@LINE+1]]:3: error: case label not within a switch statement
  case 2:;
  }
}
