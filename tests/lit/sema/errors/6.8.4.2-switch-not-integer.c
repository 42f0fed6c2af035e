// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.2p1: the controlling expression has integer type.
struct S { int x; };
void f(double d, int *p, struct S s) {
// CHECK: 6.8.4.2-switch-not-integer.c:[[@LINE+1]]:11: error: switch quantity not an integer
  switch (d) {
  case 1:;
  }
// CHECK: 6.8.4.2-switch-not-integer.c:[[@LINE+1]]:11: error: switch quantity not an integer
  switch (p) {}
// CHECK: 6.8.4.2-switch-not-integer.c:[[@LINE+1]]:11: error: switch quantity not an integer
  switch (s) {}
}
