// RUN: not ilcc -E %s 2>&1 | FileCheck %s
#define F(a, b) a + b
#define G() g
#define V(a, ...) a
// CHECK: diag-macro-args.c:[[@LINE+1]]:1: error: macro "F" requires 2 arguments, but only 1 given
F(1)
// CHECK: diag-macro-args.c:[[@LINE+1]]:1: error: macro "F" passed 3 arguments, but takes just 2
F(1, 2, 3)
// CHECK: diag-macro-args.c:[[@LINE+1]]:1: error: macro "G" passed 1 arguments, but takes just 0
G(x)
// CHECK-NOT: V
V(1)
// CHECK: diag-macro-args.c:[[@LINE+1]]:1: error: unterminated argument list invoking macro "F"
F(1, 2
