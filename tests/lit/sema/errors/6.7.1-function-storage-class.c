// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.1p7: a block-scope function has no storage class but extern; no function is _Thread_local.
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:14: error: invalid storage class for function 'f'
register int f(void);
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:19: error: invalid storage class for function 'g'
_Thread_local int g(void);
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:26: error: invalid storage class for function 'h'
static _Thread_local int h(void);
void k(void) {
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:15: error: invalid storage class for function 'l'
  static void l(void);
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:16: error: invalid storage class for function 'm'
  register int m(void);
// CHECK: 6.7.1-function-storage-class.c:[[@LINE+1]]:22: error: invalid storage class for function 'n'
  _Thread_local void n(void);
  extern void o(void);
}
