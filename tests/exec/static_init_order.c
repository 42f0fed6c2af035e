#include <stdio.h>
static int a = 5;
static int *pa = &a;
static int b[] = {1, 2, 3};
static int sum_b = sizeof b / sizeof b[0];
static double d = 1.0 / 4 + 3;
static const char *s = "static" + 2;
static char cs[] = {'x', 'y', 0};
static long l = (long)&((struct { char c; int i; } *)0)->i;
static int neg = -(1 << 4);
static unsigned u = -1;
static float f = 1e-3f;
static _Bool bb = 7;
static char *ptrs[] = {cs, cs + 1};
int main(void) {
  printf("%d %d %d %g %s %s %ld %d %u %g %d %c\n", *pa, b[2], sum_b, d, s, cs, l, neg, u, f, bb, *ptrs[1]);
  return 0;
}
