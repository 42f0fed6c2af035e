// __builtin_constant_p when optimizing: an argument without side effects is decided after
// inlining and folding (1 for `c(3)`, 0 for `c(y)`: the late is-constant pass), one with
// side effects is 0 at once and not evaluated, a required constant (a static initializer)
// takes it as 0; at -O0 it is decided at translation time (0 for a variable).
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=RUN2
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=RUN0
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
int printf(const char *, ...);
static inline int c(int x) { return __builtin_constant_p(x); }
int side(int y) {
  static int s = __builtin_constant_p(y);
  int before = y;
  int r = __builtin_constant_p(y++);
  return r + s + (y - before) * 10;
}
int variable(int y) { return c(y); }
int main(void) {
  volatile int v = 4;
  printf("%d %d %d %d\n", c(3), variable(v), side(v), __builtin_constant_p("hi"[1]));
  return 0;
}
// RUN2: 1 0 0 1
// RUN0: 0 0 0 0
// IR-LABEL: i32 @variable(i32 %0)
// IR-NEXT: .LBB{{[0-9]+}}:
// IR-NEXT:   ret i32 0
// IR-NOT: is_constant
