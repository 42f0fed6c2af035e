// gcc's "integer overflow in preprocessor expression": a warning, for evaluated signed
// +, -, *, /, unary - and << (issue 12: these passed silently).
// RUN: ilcc -E %s 2>&1 | FileCheck %s --implicit-check-not=warning
// CHECK: diag-if-overflow.c:[[@LINE+1]]:29: warning: integer overflow in preprocessor expression
#if (-9223372036854775807-1)/-1
#endif
// CHECK: diag-if-overflow.c:[[@LINE+1]]:7: warning: integer overflow in preprocessor expression
#if 1 << 100000
#endif
// CHECK: diag-if-overflow.c:[[@LINE+1]]:25: warning: integer overflow in preprocessor expression
#if 9223372036854775807 + 1 < 0
#endif
// CHECK: diag-if-overflow.c:[[@LINE+1]]:5: warning: integer overflow in preprocessor expression
#if -(-9223372036854775807-1)
#endif
// Unsigned arithmetic wraps silently; unevaluated operands are not checked; % never overflows.
#if 18446744073709551615u + 1 || 1u << 100 || (0 && 9223372036854775807 * 2)
#endif
#if (-9223372036854775807-1) % -1
#endif
