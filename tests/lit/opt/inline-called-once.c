// A static function that one direct call reaches and nothing else refers to is inlined
// into that caller whatever its size (gcc's -finline-functions-called-once), at -O1 and
// up: `once` is far above the plain limit. Called twice, or with its address taken, or
// from a caller that is large already, it stays a call.
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=O0
volatile int sink;
#define S4(x) sink = (x); sink = (x) + 1; sink = (x) + 2; sink = (x) + 3;
#define S16(x) S4(x) S4((x) + 4) S4((x) + 8) S4((x) + 12)
#define S64(x) S16(x) S16((x) + 16) S16((x) + 32) S16((x) + 48)
#define S256(x) S64(x) S64((x) + 64) S64((x) + 128) S64((x) + 192)

static void once(int a) { S64(a) }
static void twice(int a) { S64(a) }
static void escapes(int a) { S64(a) }
static void into_large(int a) { S64(a) }
void (*keep)(int) = escapes;

void caller(int a) {
  once(a);
  twice(a);
  twice(a + 1);
  escapes(a);
}

void large(int a) {
  S256(a) S256(a) S256(a) S256(a) S256(a) S256(a) S256(a) S256(a) S256(a) S256(a)
  into_large(a);
}

// CHECK-LABEL: define {{.*}}@caller(
// CHECK-NOT: call void @once(
// CHECK: call void @twice(
// CHECK: call void @twice(
// CHECK: call void @escapes(
// CHECK-LABEL: define {{.*}}@large(
// CHECK: call void @into_large(
// CHECK-NOT: define static void @once(

// O0-LABEL: define {{.*}}@caller(
// O0: call void @once(
