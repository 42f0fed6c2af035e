/* _Float128 (binary128, computed by libgcc) and the other _FloatN types: arithmetic,
   comparisons, conversions, calls (passed and returned in %xmm registers), varargs, static
   initializers, and the types' identities under _Generic. Results are printed as their
   exact bits. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void bits(const char *what, _Float128 x) {
  unsigned long long w[2];
  memcpy(w, &x, sizeof x);
  printf("%s %016llx%016llx\n", what, w[1], w[0]);
}

static _Float128 g = 2.5;
static _Float128 table[3] = {1, -0.5, 1e300};
static __float128 gq = 0.375q;

static _Float128 mul_add(_Float128 a, _Float128 b, _Float128 c) { return a * b + c; }
static _Float128 pick(int n, ...) {
  va_list ap;
  va_start(ap, n);
  _Float128 r = 0;
  for (int i = 0; i < n; ++i) r = va_arg(ap, _Float128);
  va_end(ap);
  return r;
}
static double mix(int i, _Float128 q, double d, _Float128 r) { return (double)(q + r) + d + i; }

#define TYPE(x) _Generic((x), float: "float", double: "double", long double: "long double", \
  _Float32: "_Float32", _Float64: "_Float64", _Float32x: "_Float32x", _Float64x: "_Float64x", \
  _Float128: "_Float128", int: "int", default: "other")

int main(void) {
  _Float128 a = 1, b = 3;
  bits("1/3", a / b);
  bits("sum", a + b);
  bits("diff", a - b);
  bits("prod", g * b);
  bits("neg", -g);
  bits("table", table[0] + table[1] + table[2]);
  bits("gq", gq);
  bits("fma", mul_add(g, b, a));
  bits("va", pick(3, a, b, g));
  printf("mix %g\n", mix(1, g, 0.25, b));
  printf("cmp %d %d %d %d %d %d\n", a < b, a > b, a == a, a != b, a <= 1, b >= 4);
  _Float128 nan = __builtin_nanf128(""), inf = __builtin_inff128();
  printf("nan %d %d %d %d\n", nan == nan, nan != nan, nan < 1, __builtin_isnan(nan));
  printf("inf %d %d %d %d\n", __builtin_isinf(inf), __builtin_isinf_sign(-inf), __builtin_isfinite(inf), !!__builtin_signbit(-inf));
  printf("class %d %d\n", __builtin_fpclassify(0, 1, 2, 3, 4, a), __builtin_fpclassify(0, 1, 2, 3, 4, (_Float128)0));
  printf("truth %d %d %d\n", !a, !(_Float128)0, a && b);
  double d = 0.1;
  _Float128 fromd = d;
  bits("from double", fromd);
  printf("to double %.17g\n", (double)(fromd * 3));
  printf("to long double %.20Lg\n", (long double)(a / b));
  printf("to float %.9g\n", (float)(a / b));
  printf("to int %d %u %lld %llu\n", (int)(b * -7), (unsigned)(b * 7), (long long)(g * 1e10), (unsigned long long)(g * 4));
  __int128 big = (__int128)1 << 100;
  _Float128 fb = big;
  bits("from i128", fb);
  printf("to i128 %d\n", (__int128)fb == big);
  _Float128 f = 10;
  f += 2.5;
  f *= 2;
  f -= 1;
  f /= 4;
  f++;
  --f;
  bits("compound", f);
  printf("fabs %g %g\n", (double)__builtin_fabsf128(-g), (double)__builtin_copysignf128(g, -1));
  printf("sizes %zu %zu %zu %zu\n", sizeof(_Float128), _Alignof(_Float128), sizeof(_Float64x), sizeof(_Float32));
  _Float32 f32 = 1.5f32;
  _Float64 f64 = 2.5f64;
  _Float32x f32x = 3.5f32x;
  _Float64x f64x = 4.5f64x;
  printf("types %s %s %s %s %s %s\n", TYPE(f32), TYPE(f64), TYPE(f32x), TYPE(f64x), TYPE(a), TYPE(1.0f128));
  printf("conv %s %s %s %s %s\n", TYPE(f32 + 1.0f), TYPE(f64 + 1.0), TYPE(f32x + 1.0), TYPE(f64x + 1.0L), TYPE(a + 1.0L));
  printf("values %g %g %g %Lg\n", (double)f32, (double)f64, (double)f32x, (long double)f64x);
  return 0;
}
