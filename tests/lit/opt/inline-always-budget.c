// The body of an always_inline callee is part of its caller's size before inlining: the
// growth the heuristics allow (twice that size, at least 500 instructions more) is
// measured from there, as gcc's early inlining of always_inline callees does. `small`,
// called twice, fits the plain limit; the forced body of 1,024 stores alone is above 500.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
volatile int sink;
#define S4(x) sink = (x); sink = (x) + 1; sink = (x) + 2; sink = (x) + 3;
#define S16(x) S4(x) S4((x) + 4) S4((x) + 8) S4((x) + 12)
#define S64(x) S16(x) S16((x) + 16) S16((x) + 32) S16((x) + 48)
#define S256(x) S64(x) S64((x) + 64) S64((x) + 128) S64((x) + 192)

static inline __attribute__((always_inline)) void forced(int a) { S256(a) S256(a + 1) S256(a + 2) S256(a + 3) }
static int small(int a) { return a * a + 3 * a + (a >> 2) + 5; }

int caller(int a) {
  forced(a);
  return small(a) + small(a + 1);
}

// CHECK-LABEL: define {{.*}}@caller(
// CHECK-NOT: call
// CHECK: ret
