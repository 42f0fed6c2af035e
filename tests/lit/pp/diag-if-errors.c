// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-if-errors.c:[[@LINE+1]]:7: error: division by zero in #if
#if 1 / 0
#endif
// CHECK: diag-if-errors.c:[[@LINE+1]]:2: error: #if with no expression
#if
#endif
// CHECK: diag-if-errors.c:[[@LINE+1]]:7: error: missing binary operator before token "2"
#if 1 2
#endif
// CHECK: diag-if-errors.c:[[@LINE+1]]:5: error: floating constant in preprocessor expression
#if 1.5
#endif
// CHECK: diag-if-errors.c:[[@LINE+1]]:2: error: #else without #if
#else
// An unterminated argument list leaves the macro's name, which is 0 (gcc): one error only.
#define f(x) x
// CHECK: diag-if-errors.c:[[@LINE+2]]:5: error: unterminated argument list invoking macro "f"
// CHECK-NOT: #if with no expression
#if f(1
#endif
