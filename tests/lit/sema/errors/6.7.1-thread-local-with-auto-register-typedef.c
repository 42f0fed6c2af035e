// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.1p3: _Thread_local appears alone or with static or extern.
// CHECK: 6.7.1-thread-local-with-auto-register-typedef.c:[[@LINE+1]]:1: error: '_Thread_local' used with 'typedef'
typedef _Thread_local int T;
void f(void) {
// CHECK: 6.7.1-thread-local-with-auto-register-typedef.c:[[@LINE+1]]:3: error: '_Thread_local' used with 'register'
  register _Thread_local int a;
// CHECK: 6.7.1-thread-local-with-auto-register-typedef.c:[[@LINE+1]]:3: error: '_Thread_local' used with 'auto'
  auto _Thread_local int b;
  static _Thread_local int c;
  extern _Thread_local int d;
}
