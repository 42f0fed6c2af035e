// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p3: a variable length array is not initialized.
void f(int n) {
// CHECK: 6.7.9-vla-initialized.c:[[@LINE+1]]:12: error: variable-sized object may not be initialized
  int a[n] = { 0 };
// CHECK: 6.7.9-vla-initialized.c:[[@LINE+1]]:15: error: variable-sized object may not be initialized
  int b[n][2] = { { 1 } };
}
