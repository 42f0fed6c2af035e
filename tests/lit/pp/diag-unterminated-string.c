// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-unterminated-string.c:[[@LINE+1]]:11: error: missing terminating '"' character
char *s = "abc;
// CHECK: diag-unterminated-string.c:[[@LINE+1]]:10: error: missing terminating ' character
char c = 'x;
