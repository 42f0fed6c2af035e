#include <stdio.h>
static double my_sqrt(double x) { double g = x / 2; for (int i = 0; i < 30; i++) g = (g + x / g) / 2; return g; }
static double my_exp(double x) { double s = 1, t = 1; for (int i = 1; i < 30; i++) { t *= x / i; s += t; } return s; }
static double integrate(double (*f)(double), double a, double b, int n) { double h = (b - a) / n, s = 0; for (int i = 0; i < n; i++) s += f(a + (i + 0.5) * h); return s * h; }
static double sq(double x) { return x * x; }
static float fpoly(float x) { return x * x * x - 2 * x + 1; }
int main(void) {
  printf("%.10f %.10f\n", my_sqrt(2), my_exp(1));
  printf("%.8f\n", integrate(sq, 0, 3, 1000));
  float lo = 0, hi = 1; for (int i = 0; i < 40; i++) { float m = (lo + hi) / 2; if (fpoly(m) > 0) lo = m; else hi = m; } printf("%.5f\n", lo);
  double pi = 0; for (int k = 0; k < 10000; k++) pi += (k % 2 ? -4.0 : 4.0) / (2 * k + 1); printf("%.6f\n", pi);
  long double lpi = 0; for (int k = 0; k < 1000; k++) lpi += (k % 2 ? -4.0L : 4.0L) / (2 * k + 1); printf("%.8Lf\n", lpi);
  return 0;
}
