#include <stdio.h>
#include <float.h>
double poly(double x) { return ((3.0 * x - 2.0) * x + 1.5) * x - 7.25; }
float fadd(float a, float b) { return a + b; }
int main(void) {
  printf("%.6f %.6f\n", poly(1.5), poly(-2.25));
  printf("%.9g\n", fadd(0.1f, 0.2f));
  printf("%.17g\n", 0.1 + 0.2);
  double z = 0.0; printf("%g %g %d\n", 1.0 / z, -1.0 / z, (z / z) != (z / z));
  printf("%d %d %d\n", 1.0 < 2.0, (0.0/z) == (0.0/z), (0.0/z) != (0.0/z));
  double nan = z / z;
  printf("%d %d %d %d\n", nan < 1, nan > 1, nan <= 1, !(nan >= 1));
  printf("%g\n", __builtin_fabs(-3.5));
  float f = 3.999f; printf("%d %ld\n", (int)f, (long)-f);
  printf("%g %g\n", (double)FLT_MAX, DBL_EPSILON);
  unsigned long long u = 18446744073709551615ull; printf("%.1f\n", (double)u);
  long long n = -123456789012LL; printf("%.1f %.1f\n", (double)n, (float)n);
  double big = 1e19; printf("%llu\n", (unsigned long long)big);
  printf("%g\n", -0.0);
  double a[5] = {1.5, 2.5, -3.25, 4.0, 0.125}; double s = 0;
  for (int i = 0; i < 5; i++) s += a[i] * a[i];
  printf("%.4f\n", s);
  float fs = 0; for (int i = 1; i <= 100; i++) fs += 1.0f / i; printf("%.5f\n", fs);
  return 0;
}
