// A call through a pointer that folding makes one function's address becomes a direct
// call (the direct-calls pass), and the inliner then takes the body: the flag of an
// always_inline template chooses the function (zstd's match-finder choice). A pointer
// of another type than the function's stays an indirect call, and so does one that
// folding cannot decide.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: env ILCC_DISABLE_PASSES=direct-calls ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=OFF
// RUN: ilcc -O2 %s -o %t && %t
static int add1(int x) { return x * 3 + 1; }
static int sub1(int x) { return x * 5 - 1; }
static long widen(long x) { return x + 7; }

static inline __attribute__((always_inline)) int apply(int flag, int x) {
  int (*fp)(int) = flag ? add1 : sub1;
  return fp(x);
}

int chosen(int x) { return apply(1, x) + apply(0, x); }

int mismatched(int x) {
  int (*fp)(int) = (int (*)(int))widen;
  return fp(x);
}

int unknown(int flag, int x) { return apply(flag, x); }

int main(void) {
  if (chosen(2) != 7 + 9 || unknown(1, 2) != 7 || unknown(0, 2) != 9) return 1;
  return 0;
}

// CHECK-LABEL: define {{.*}}@chosen(
// CHECK-NOT: call
// CHECK: ret
// CHECK-LABEL: define {{.*}}@mismatched(
// CHECK: call_indirect
// CHECK-LABEL: define {{.*}}@unknown(
// CHECK: call_indirect

// OFF-LABEL: define {{.*}}@chosen(
// OFF: call_indirect
// OFF: call_indirect
