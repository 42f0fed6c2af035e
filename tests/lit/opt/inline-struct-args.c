// Calls passing structs by value are inlined: the callee's parameter becomes a local of the
// caller filled from the argument by a memcpy where the call was (its own copy, which it
// may change), so QuickJS's JS_DupValue / JS_FreeValue (a 16-byte JSValue) are no longer
// calls (its workload 2011M -> 1770M Ir); sroa then splits the copy, so nothing stays in
// memory. A variadic call whose struct argument is among the variadic ones keeps its call.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
typedef struct { void *p; long tag; } V;
static inline V dup(V v) { if (v.tag < 0) ++*(int *)v.p; return v; }
static inline long bump(V v) { v.tag += 2; return v.tag; }
static inline long var(int n, ...) { return n; }
V g;
// CHECK-LABEL: define {{.*}}@use(
// CHECK-NOT: {{call|memcpy|alloca}}
// CHECK: ret
long use(void) { V a = dup(g); return bump(a) + a.tag; }
// CHECK-LABEL: define {{.*}}@vararg(
// CHECK: call i64 @var(
long vararg(void) { return var(1, g); }
