// RUN: not ilcc -E %s 2>&1 | FileCheck %s
#define INNER(a, b) a ## b
#define OUTER INNER(+, /)
// CHECK: diag-macro-expansion-note.c:[[@LINE-2]]:{{[0-9]+}}: error: pasting "+" and "/" does not give a valid preprocessing token
// CHECK: diag-macro-expansion-note.c:[[@LINE-2]]:15: note: in expansion of macro 'INNER'
// CHECK: diag-macro-expansion-note.c:[[@LINE+1]]:1: note: in expansion of macro 'OUTER'
OUTER
