// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-unterminated-if.c:[[@LINE+1]]:2: error: unterminated conditional directive
#if 1
#ifdef X
#endif
