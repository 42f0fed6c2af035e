#include <stdio.h>
static long f10(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) { return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j; }
static double d10(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j) { return a - b + c - d + e - f + g - h + i * j; }
static double mix(int a, double b, char c, float d, long e, double f, short g, double h, int i, double j, double k, long l, float m) { return a + b + c + d + e + f + g + h + i + j + k + l + m; }
struct S { int x, y; };
static int ss(struct S a, int b, int c, int d, int e, int f, struct S g, int h) { return a.x + a.y + b + c + d + e + f + g.x * g.y + h; }
static void outp(int *a, int *b, int *c, int *d, int *e, int *f, int *g) { *a = 1; *b = 2; *c = 3; *d = 4; *e = 5; *f = 6; *g = 7; }
int main(void) {
  printf("%ld\n", f10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("%g\n", d10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("%g\n", mix(1, 2.5, 'a', 1.5f, 100000L, 3.25, -7, 8, 9, 10.5, 11, 12L, 0.25f));
  printf("%d\n", ss((struct S){1, 2}, 3, 4, 5, 6, 7, (struct S){8, 9}, 10));
  int a, b, c, d, e, f, g; outp(&a, &b, &c, &d, &e, &f, &g); printf("%d\n", a + b * c + d * e * f - g);
  return 0;
}
