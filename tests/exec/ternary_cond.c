#include <stdio.h>
static int abs_(int x) { return x < 0 ? -x : x; }
static const char *sgn(double d) { return d > 0 ? "pos" : d < 0 ? "neg" : "zero"; }
int main(void) {
  printf("%d %d\n", abs_(-5), abs_(7));
  printf("%s %s %s\n", sgn(1.5), sgn(-0.1), sgn(0));
  int a = 3, b = 4; int *p = a > b ? &a : &b; *p = 10; printf("%d %d\n", a, b);
  long l = a ? 1 : 2L; printf("%zu %ld\n", sizeof(a ? 1 : 2L), l);
  double d = b ? 1 : 2.5; printf("%g\n", d);
  unsigned u = 1; int neg = -1; printf("%d\n", (u ? neg : u) > 0);
  int x = 0; int y = x ?: 42; int z = 7 ?: 42; printf("%d %d\n", y, z);
  void *vp = 0; int *ip = a ? vp : &a; printf("%d\n", ip == 0);
  struct S { int v; } s1 = {1}, s2 = {2}; struct S r = a > 5 ? s1 : s2; printf("%d\n", r.v);
  return 0;
}
