// Attributes after a declarator's `*` belong to the declaration when only a declaration
// can have them, as in gcc: `char * NOINLINE f(void)` (gcc's 20010122-1.c) is noinline.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
#define NOINLINE __attribute__((noinline))
int g;
// CHECK: define noinline {{.*}}@f1(
char *NOINLINE f1(int i) { g += i; return 0; }
// CHECK: define noinline {{.*}}@f2(
void * __attribute__((noinline)) f2(int i) { g += i; return 0; }
// CHECK: define {{.*}}@main(
// CHECK: call {{.*}}@f1(
// CHECK: call {{.*}}@f2(
int main(void) { f1(1); f2(2); return g; }
