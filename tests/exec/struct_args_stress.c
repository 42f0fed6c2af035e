#include <stdio.h>
struct P { long a, b; };
struct Q { double x; long y; };
struct R { float a, b, c, d; };
struct E { char c; };
static long take(struct P p1, struct P p2, struct P p3, struct P p4, struct P p5) { return p1.a + p2.b + p3.a * p4.b + p5.a - p5.b; }
static double take2(struct Q q1, double d, struct Q q2, struct R r, int i, struct Q q3) { return q1.x + q1.y + d + q2.x * q2.y + r.a + r.b + r.c + r.d + i + q3.x + q3.y; }
static int empty_ish(struct E e1, int a, struct E e2) { return e1.c + a + e2.c; }
static struct R mkr(float f) { return (struct R){f, f * 2, f * 3, f * 4}; }
int main(void) {
  printf("%ld\n", take((struct P){1, 2}, (struct P){3, 4}, (struct P){5, 6}, (struct P){7, 8}, (struct P){9, 10}));
  printf("%g\n", take2((struct Q){1.5, 2}, 3, (struct Q){4, 5}, (struct R){1, 2, 3, 4}, 6, (struct Q){0.25, 7}));
  printf("%d\n", empty_ish((struct E){1}, 2, (struct E){3}));
  struct R r = mkr(1.5f); printf("%g %g %g %g\n", r.a, r.b, r.c, r.d);
  return 0;
}
