// #line beyond 2147483647 draws gcc's "line number out of range"; lines after it saturate
// instead of wrapping to 0, so diagnostics keep their line and column (issue 12).
// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-line-range.c:[[@LINE+4]]:7: warning: line number out of range
// CHECK: diag-line-range.c:4294967294:2: warning: #warning first
// CHECK: diag-line-range.c:4294967295:2: warning: #warning second
// CHECK: diag-line-range.c:4294967295:2: error: #error third
#line 4294967294
#warning first
#warning second
#error third
