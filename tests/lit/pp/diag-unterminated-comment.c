// RUN: not ilcc -E %s 2>&1 | FileCheck %s
int a;
/* never closed
// CHECK: diag-unterminated-comment.c:[[@LINE-1]]:1: error: unterminated comment
