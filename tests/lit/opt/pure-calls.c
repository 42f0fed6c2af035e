// GNU pure and const reach the IR as the `pure` and `const` flags of a function, from the
// attributes (glibc's strlen is pure, __errno_location const) and from the effects pass
// for functions whose bodies show it; gvn then shares repeated calls and licm moves them
// out of loops that write no memory. A weak function is never marked; a function that
// writes through a pointer is not either. The program's output is the same at -O0 and
// -O2. With -fPIC a global function may be replaced at load time: only declared marks
// count for it.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=MARKS
// RUN: ilcc -O2 -fPIC -S -emit-ir %s -o - | FileCheck %s --check-prefix=PIC
// RUN: ilcc -O0 %s -o %t0.exe && %t0.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 %s -o %t2.exe && %t2.exe | FileCheck %s --check-prefix=OUT
// OUT: 22 3 1 5 7
#include <errno.h>
#include <string.h>
#include <stdio.h>

int twice(int x) __attribute__((const));
int twice(int x) { return 2 * x; }

__attribute__((noinline)) int sum_table(const int *t, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += t[i];
  return s;
}

__attribute__((noinline)) void set(int *p) { *p = 1; }

__attribute__((weak, noinline)) int weak_id(int x) { return x; }

// MARKS-DAG: declare pure u64 @strlen(ptr)
// MARKS-DAG: declare pure const ptr @__errno_location()
// MARKS-DAG: define pure const i32 @twice(i32 %0)
// MARKS-DAG: define noinline pure i32 @sum_table(ptr %0, i32 %1)
// MARKS-DAG: define noinline void @set(ptr %0)
// MARKS-DAG: define noinline weak i32 @weak_id(i32 %0)
// PIC-DAG: define pure const i32 @twice(i32 %0)
// PIC-DAG: define noinline i32 @sum_table(ptr %0, i32 %1)

// The three strlen calls are one; the one in the bottom-tested loop moves before it.
// CHECK-LABEL: define pure i32 @count(ptr %0)
// CHECK: call u64 @strlen
// CHECK-NOT: call u64 @strlen
// CHECK: ret
int count(const char *s) {
  int n = 0, i = 0;
  size_t a = strlen(s), b = strlen(s);
  do n += (int)strlen(s); while (++i < 2);
  return n + (int)(a - b);
}

int main(void) {
  static const int t[4] = {1, 2, 3, 4};
  int x = 0;
  set(&x);
  errno = 0;
  printf("%d %d %d %d %d\n", count("hello, world") - 2 + sum_table(t, 0), sum_table(t, 2), x + errno, twice(2) + weak_id(1), sum_table(t, 3) + 1);
  return 0;
}
