// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p7: a member designator names a member of the struct or union.
// CHECK: 6.7.9-designator-unknown-member.c:[[@LINE+1]]:46: error: 'struct S' has no member named 'y'
struct S { int x; union { int u; }; } s = { .y = 1 };
// CHECK: 6.7.9-designator-unknown-member.c:[[@LINE+1]]:27: error: 'union U' has no member named 'b'
union U { int a; } u = { .b = 2 };
struct S ok = { .u = 3 };
