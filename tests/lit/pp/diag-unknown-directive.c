// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-unknown-directive.c:[[@LINE+1]]:2: error: invalid preprocessing directive #frobnicate
#frobnicate now
#if 0
#frobnicate in a skipped group is fine
#endif
