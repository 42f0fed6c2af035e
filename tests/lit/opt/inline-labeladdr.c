// A callee that takes a label's address (and jumps to no computed address) is inlined;
// each copy's labeladdr names its own copy of the block (gcc: `&&l` may differ between
// inlined copies). A callee with a computed goto is not inlined.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t
void *p1, *p2;
static inline void take(void **p, int cond) {
  if (cond) {
  here:
    *p = &&here;
  }
}
static inline int jump(int i) {
  static void *t[] = {&&a, &&b};
  goto *t[i & 1];
a:
  return 1;
b:
  return 2;
}
__attribute__((noinline)) void f(int c) { take(&p1, c); }
__attribute__((noinline)) void g(int c) { take(&p2, c); }
__attribute__((noinline)) int h(int i) { return jump(i); }
int main(void) {
  f(1);
  g(1);
  return p1 == p2 || p1 == 0 || h(1) != 2;
}
// CHECK-LABEL: void @f(i32 %0)
// CHECK-NOT: call
// CHECK: labeladdr
// CHECK-LABEL: void @g(i32 %0)
// CHECK-NOT: call
// CHECK: labeladdr
// CHECK-LABEL: i32 @h(i32 %0)
// CHECK: call i32 @jump
