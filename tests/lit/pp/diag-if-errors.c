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
