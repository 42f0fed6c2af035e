#include <stdio.h>
#include <complex.h>
double _Complex cmul(double _Complex a, double _Complex b) { return a * b; }
float _Complex cfdiv(float _Complex a, float _Complex b) { return a / b; }
long double _Complex cld(long double _Complex a) { return a * a + 1; }
int main(void) {
  double _Complex a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
  double _Complex c = cmul(a, b);
  printf("%g %g\n", __real__ c, __imag__ c);
  c = a / b; printf("%.6f %.6f\n", __real__ c, __imag__ c);
  float _Complex fa = 2.0f + 4.0f * I, fb = 1.0f + 1.0f * I;
  float _Complex fc = cfdiv(fa, fb); printf("%g %g\n", __real__ fc, __imag__ fc);
  long double _Complex la = 1.5L + 0.5L * I;
  long double _Complex lr = cld(la); printf("%Lg %Lg\n", __real__ lr, __imag__ lr);
  double _Complex conj_a = ~a; printf("%g %g\n", __real__ conj_a, __imag__ conj_a);
  printf("%d %d\n", a == a, a != b);
  double _Complex arr[3] = {1, 2 * I, 3 + 3 * I}; double _Complex s = 0;
  for (int i = 0; i < 3; i++) s += arr[i];
  printf("%g %g\n", __real__ s, __imag__ s);
  _Complex int ci = 3 + 4i; printf("%d %d\n", __real__ ci, __imag__ ci);
  printf("%zu %zu %zu\n", sizeof(float _Complex), sizeof(double _Complex), sizeof(long double _Complex));
  return 0;
}
