// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU __builtin_offsetof (C17 7.19p3): a member designator of a struct or union, not a bit-field.
struct S { int m; int bf : 3; int a[2]; };
// CHECK: 6.5-builtin-offsetof.c:[[@LINE+1]]:39: error: 'struct S' has no member named 'z'
int o1 = __builtin_offsetof(struct S, z);
// CHECK: 6.5-builtin-offsetof.c:[[@LINE+1]]:39: error: attempt to take address of bit-field structure member 'bf'
int o2 = __builtin_offsetof(struct S, bf);
// CHECK: 6.5-builtin-offsetof.c:[[@LINE+1]]:34: error: request for member 'm' in something not a structure or union
int o3 = __builtin_offsetof(int, m);
// CHECK: 6.5-builtin-offsetof.c:[[@LINE+1]]:40: error: subscripted value is neither array nor pointer nor vector
int o4 = __builtin_offsetof(struct S, m[1]);
int ok = __builtin_offsetof(struct S, a[1]);
