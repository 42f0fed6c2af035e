#include <stdio.h>
#include <stdarg.h>
struct Pair { double x, y; }; struct Mixed { int i; float f; }; struct LDS { long double v; };
static double many_doubles(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double) * (i + 1); va_end(ap); return s; }
static void pairs(int n, ...) { va_list ap; va_start(ap, n); for (int i = 0; i < n; i++) { struct Pair p = va_arg(ap, struct Pair); printf("(%g,%g)", p.x, p.y); } va_end(ap); printf("\n"); }
static void mixed(int n, ...) { va_list ap; va_start(ap, n); for (int i = 0; i < n; i++) { struct Mixed m = va_arg(ap, struct Mixed); printf("[%d %g]", m.i, m.f); } va_end(ap); printf("\n"); }
static long double lds(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, struct LDS).v; va_end(ap); return s; }
static void interleave(int n, ...) { va_list ap; va_start(ap, n); for (int i = 0; i < n; i++) { int k = va_arg(ap, int); double d = va_arg(ap, double); printf("%d:%g ", k, d); } va_end(ap); printf("\n"); }
static int copy_twice(int n, ...) { va_list a, b; va_start(a, n); int s = 0; for (int i = 0; i < n / 2; i++) s += va_arg(a, int); va_copy(b, a); for (int i = n / 2; i < n; i++) s += 10 * va_arg(a, int); for (int i = n / 2; i < n; i++) s += 100 * va_arg(b, int); va_end(a); va_end(b); return s; }
int main(void) {
  printf("%g\n", many_doubles(12, 1., 2., 3., 4., 5., 6., 7., 8., 9., 10., 11., 12.));
  pairs(5, (struct Pair){1, 2}, (struct Pair){3, 4}, (struct Pair){5, 6}, (struct Pair){7, 8}, (struct Pair){9, 10});
  mixed(4, (struct Mixed){1, 1.5f}, (struct Mixed){2, 2.5f}, (struct Mixed){3, 3.5f}, (struct Mixed){4, 4.5f});
  printf("%Lg\n", lds(3, (struct LDS){1.5L}, (struct LDS){2.25L}, (struct LDS){-0.75L}));
  interleave(7, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5);
  printf("%d\n", copy_twice(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  return 0;
}
