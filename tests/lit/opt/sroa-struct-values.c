// A 16-byte struct (QuickJS's JSValue: a union of an int, a double and a pointer, and a
// long tag) lives in registers across calls, returns and copies:
// - a struct returned in two registers and stored is stored by halves (`cast i128` and
//   `lshr i128 ... 64`), so the local it lands in splits;
// - a struct passed by value is copied into a new local right before the call, so the
//   local it comes from splits (only the copy stays in memory);
// - the tag read as an int (`(int)v.tag`, narrowed to an i32 load) and the union read
//   as a pointer, a long and a double are views of the 8-byte fields, not conflicts;
// - a returned struct built from fields and inlined is its two halves again.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
typedef union { int int32; double f64; void *ptr; long long i64; } U;
typedef struct { U u; long tag; } V;

__attribute__((noinline)) V make(long tag, long long x) { V r; r.u.i64 = x; r.tag = tag; return r; }
static int freed;
__attribute__((noinline)) void release(V v) { freed += (int)v.tag; }
static inline V mkint(int x) { V r; r.u.int32 = x; r.tag = 0; return r; }
static inline void drop(V v) {
  if ((unsigned)v.tag >= -9u && --*(int *)v.u.ptr <= 0) release(v);
}

// CHECK-LABEL: define {{.*}}@swap_in(
// CHECK: call i128 @make(
// CHECK-NOT: alloca
// CHECK: ret
int swap_in(V *sp, long long x) {
  V v = make(3, x);
  if ((int)v.tag == 6) return -1;
  sp[0] = v;
  sp[1] = mkint(7);
  return 0;
}

// The only memory left is the callee's copy, filled by two 8-byte stores.
// CHECK-LABEL: define {{.*}}@drop_both(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: alloca i8, 16, 8
// CHECK-NEXT: alloca i8, 16, 8
// CHECK-NOT: alloca
// CHECK-NOT: memcpy
// CHECK: store ptr
// CHECK: store i64
// CHECK: call void @release(
// CHECK: ret
void drop_both(V *sp) {
  drop(sp[-1]);
  drop(sp[-2]);
}

// The union read as a double and as a long: two views of one 8-byte field (the bits go
// through `cast ... to v1i64`).
// CHECK-LABEL: define {{.*}}@add_values(
// CHECK-NOT: alloca
// CHECK: cast f64 {{.*}} to v1i64
// CHECK: ret
int add_values(V *sp) {
  V a = sp[-2], b = sp[-1];
  if (a.tag == 8 && b.tag == 8) {
    V r = a;
    r.u.f64 = a.u.f64 + b.u.f64;
    sp[-2] = r;
    return 0;
  }
  if (a.tag == 7 && b.tag == 7) {
    sp[-2].u.i64 = a.u.i64 + b.u.i64;
    return 0;
  }
  sp[-2] = make(a.tag, a.u.i64 + 1);
  return 1;
}

int printf(const char *, ...);
int main(void) {
  int rc = 1;
  V s[4] = {{{0}, 0}};
  s[2].u.ptr = &rc, s[2].tag = -1;
  s[3].u.ptr = &rc, s[3].tag = -8;
  drop_both(s + 4);
  int r = swap_in(s, 42);
  printf("%d %d %lld %ld %d %ld\n", r, rc, s[0].u.i64, s[0].tag, s[1].u.int32, s[1].tag);
  printf("%d\n", freed);
  V d[2] = {{{.f64 = 1.5}, 8}, {{.f64 = 2.25}, 8}};
  V l[2] = {{{.i64 = 40}, 7}, {{.i64 = 2}, 7}};
  V o[2] = {{{.i64 = 9}, 5}, {{.i64 = 2}, 7}};
  int rd = add_values(d + 2), rl = add_values(l + 2), ro = add_values(o + 2);
  printf("%d %g %d %lld %d %lld %ld\n", rd, d[0].u.f64, rl, l[0].u.i64, ro, o[0].u.i64, o[0].tag);
  return 0;
}
// OUT: 0 -1 42 3 7 0
// OUT: -9
// OUT: 0 3.75 0 42 1 10 5
