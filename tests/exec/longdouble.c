#include <stdio.h>
long double ld_mul(long double a, long double b) { return a * b; }
long double sum(int n, long double *v) { long double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
struct S { int a; long double x; char c; };
struct S mk(long double v) { struct S s = {1, v, 'z'}; return s; }
int main(void) {
  long double a = 1.0L / 3.0L;
  printf("%.18Lf\n", a);
  printf("%.10Lg\n", ld_mul(1e300L, 1e300L));
  long double v[4] = {1.25L, 2.5L, -0.75L, 1e-5L};
  printf("%.8Lf\n", sum(4, v));
  printf("%d %d\n", (int)(long double)7.9L, (int)-7.9L);
  long long ll = (long long)123456789012345678.0L; printf("%lld\n", ll);
  unsigned long long u = (unsigned long long)1.8e19L; printf("%llu\n", u);
  long double c = (long double)18446744073709551615ull; printf("%.1Lf\n", c);
  double d = (double)a; printf("%.17g\n", d);
  struct S s = mk(2.75L); printf("%d %.3Lf %c\n", s.a, s.x, s.c);
  printf("%zu %zu\n", sizeof(long double), _Alignof(long double));
  long double z = 0; printf("%d %d\n", a > z, a == a);
  return 0;
}
