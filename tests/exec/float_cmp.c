#include <stdio.h>
static int cmp(double a, double b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
static int cmpf(float a, float b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
int main(void) {
  volatile double z = 0; double nan = z / z, inf = 1 / z;
  double v[] = {-inf, -1, -0.0, 0, 1, inf, nan};
  for (int i = 0; i < 7; i++) { for (int j = 0; j < 7; j++) printf("%2d ", cmp(v[i], v[j])); printf("\n"); }
  float fv[] = {-1.5f, 0, 2.5f, (float)nan};
  for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("%d ", cmpf(fv[i], fv[j]));
  printf("\n");
  int c = 0; for (double d = 0; d < 1; d += 0.1) c++; printf("%d\n", c);
  if (nan) printf("nan is true\n");
  if (!nan) printf("not printed\n");
  printf("%d %d\n", !z, !!nan);
  double m = nan < 1 ? 1 : 2; printf("%g\n", m);
  long double ln = nan; printf("%d %d\n", ln == ln, ln != ln);
  return 0;
}
