#include <stdio.h>
typedef double _Complex dc; typedef float _Complex fc; typedef long double _Complex lc;
struct CS { dc z; int n; };
static dc pw(dc z, int n) { dc r = 1; while (n--) r *= z; return r; }
static fc fsum(int n, fc *a) { fc s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static struct CS cs(struct CS c) { c.z = c.z * c.n; c.n++; return c; }
static dc va(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); dc s = 0; while (n--) s += __builtin_va_arg(ap, dc); __builtin_va_end(ap); return s; }
int main(void) {
  dc z = 1.0 + 1.0i; dc r = pw(z, 8); printf("%g %g\n", __real__ r, __imag__ r);
  fc a[3] = {1.0f + 2.0fi, -0.5f, 3.0fi}; fc s = fsum(3, a); printf("%g %g\n", __real__ s, __imag__ s);
  struct CS c = cs((struct CS){2.0 - 3.0i, 3}); printf("%g %g %d\n", __real__ c.z, __imag__ c.z, c.n);
  lc l = 2.0L + 0.5Li; l = l / (1.0L - 1.0Li); printf("%Lg %Lg\n", __real__ l, __imag__ l);
  dc v = va(3, 1.0 + 1.0i, 2.0 - 3.0i, 0.5i); printf("%g %g\n", __real__ v, __imag__ v);
  double d = 4.0; dc m = d * z - 1; printf("%g %g\n", __real__ m, __imag__ m);
  fc f = (fc)r; printf("%g %g\n", __real__ f, __imag__ f);
  _Bool b = 0.0i; _Bool b2 = 1.0i; printf("%d %d\n", b, b2);
  double re = (double)(3.0 + 4.0i); printf("%g\n", re);
  return 0;
}
