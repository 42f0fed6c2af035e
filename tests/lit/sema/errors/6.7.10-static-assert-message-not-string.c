// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.10p1: the message of _Static_assert is a string literal; the error does not cascade.
// CHECK: 6.7.10-static-assert-message-not-string.c:[[@LINE+1]]:19: error: expected string literal before numeric constant
_Static_assert(1, 2);
int x;
// CHECK: 6.7.10-static-assert-message-not-string.c:[[@LINE+1]]:23: error: expected ')' before numeric constant
_Static_assert(1, "a" 3);
int y;
