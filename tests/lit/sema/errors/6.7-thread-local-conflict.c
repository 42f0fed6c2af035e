// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.1p3 (6.2.7): all declarations of an object agree on _Thread_local.
_Thread_local int x;
// CHECK: 6.7-thread-local-conflict.c:[[@LINE+1]]:5: error: non-thread-local declaration of 'x' follows thread-local declaration
int x;
int y;
// CHECK: 6.7-thread-local-conflict.c:[[@LINE+1]]:19: error: thread-local declaration of 'y' follows non-thread-local declaration
_Thread_local int y;
