/* tgmath.h — ilcc's compiler header (C17 7.25), type-generic math on _Generic.
   glibc's own <tgmath.h> needs __builtin_tgmath or GCC >= 4.3 extensions, so, like clang,
   ilcc provides this header. The type is chosen from the argument (for two or three
   arguments, from their sum: the usual arithmetic conversions); integer arguments select
   the double functions (C17 7.25p3); _Float32 and _Float64x take the float and long double
   functions (their formats), _Float128 glibc's f128 ones. */
#ifndef __ILCC_TGMATH_H
#define __ILCC_TGMATH_H
#include <math.h>
#include <complex.h>

#define __ILCC_TG_REAL(e, fn) \
  _Generic((e), long double: fn##l, float: fn##f, _Float32: fn##f, _Float64x: fn##l, _Float128: fn##f128, \
           default: fn)
#define __ILCC_TG_ANY(e, fn, cfn) \
  _Generic((e), long double _Complex: cfn##l, double _Complex: cfn, float _Complex: cfn##f, \
           long double: fn##l, float: fn##f, _Float32: fn##f, _Float64x: fn##l, _Float128: fn##f128, \
           default: fn)
#define __ILCC_TG_CPLX(e, cfn) \
  _Generic((e), long double _Complex: cfn##l, float _Complex: cfn##f, long double: cfn##l, \
           float: cfn##f, default: cfn)

#undef acos
#define acos(x) __ILCC_TG_ANY((x), acos, cacos)(x)
#undef asin
#define asin(x) __ILCC_TG_ANY((x), asin, casin)(x)
#undef atan
#define atan(x) __ILCC_TG_ANY((x), atan, catan)(x)
#undef acosh
#define acosh(x) __ILCC_TG_ANY((x), acosh, cacosh)(x)
#undef asinh
#define asinh(x) __ILCC_TG_ANY((x), asinh, casinh)(x)
#undef atanh
#define atanh(x) __ILCC_TG_ANY((x), atanh, catanh)(x)
#undef cos
#define cos(x) __ILCC_TG_ANY((x), cos, ccos)(x)
#undef sin
#define sin(x) __ILCC_TG_ANY((x), sin, csin)(x)
#undef tan
#define tan(x) __ILCC_TG_ANY((x), tan, ctan)(x)
#undef cosh
#define cosh(x) __ILCC_TG_ANY((x), cosh, ccosh)(x)
#undef sinh
#define sinh(x) __ILCC_TG_ANY((x), sinh, csinh)(x)
#undef tanh
#define tanh(x) __ILCC_TG_ANY((x), tanh, ctanh)(x)
#undef exp
#define exp(x) __ILCC_TG_ANY((x), exp, cexp)(x)
#undef log
#define log(x) __ILCC_TG_ANY((x), log, clog)(x)
#undef sqrt
#define sqrt(x) __ILCC_TG_ANY((x), sqrt, csqrt)(x)
#undef pow
#define pow(x, y) __ILCC_TG_ANY((x) + (y), pow, cpow)(x, y)
#undef fabs
#define fabs(x) __ILCC_TG_ANY((x), fabs, cabs)(x)
#undef cbrt
#define cbrt(x) __ILCC_TG_REAL((x), cbrt)(x)
#undef ceil
#define ceil(x) __ILCC_TG_REAL((x), ceil)(x)
#undef erf
#define erf(x) __ILCC_TG_REAL((x), erf)(x)
#undef erfc
#define erfc(x) __ILCC_TG_REAL((x), erfc)(x)
#undef exp2
#define exp2(x) __ILCC_TG_REAL((x), exp2)(x)
#undef expm1
#define expm1(x) __ILCC_TG_REAL((x), expm1)(x)
#undef floor
#define floor(x) __ILCC_TG_REAL((x), floor)(x)
#undef ilogb
#define ilogb(x) __ILCC_TG_REAL((x), ilogb)(x)
#undef lgamma
#define lgamma(x) __ILCC_TG_REAL((x), lgamma)(x)
#undef llrint
#define llrint(x) __ILCC_TG_REAL((x), llrint)(x)
#undef llround
#define llround(x) __ILCC_TG_REAL((x), llround)(x)
#undef log10
#define log10(x) __ILCC_TG_REAL((x), log10)(x)
#undef log1p
#define log1p(x) __ILCC_TG_REAL((x), log1p)(x)
#undef log2
#define log2(x) __ILCC_TG_REAL((x), log2)(x)
#undef logb
#define logb(x) __ILCC_TG_REAL((x), logb)(x)
#undef lrint
#define lrint(x) __ILCC_TG_REAL((x), lrint)(x)
#undef lround
#define lround(x) __ILCC_TG_REAL((x), lround)(x)
#undef nearbyint
#define nearbyint(x) __ILCC_TG_REAL((x), nearbyint)(x)
#undef rint
#define rint(x) __ILCC_TG_REAL((x), rint)(x)
#undef round
#define round(x) __ILCC_TG_REAL((x), round)(x)
#undef tgamma
#define tgamma(x) __ILCC_TG_REAL((x), tgamma)(x)
#undef trunc
#define trunc(x) __ILCC_TG_REAL((x), trunc)(x)
#undef atan2
#define atan2(x, y) __ILCC_TG_REAL((x) + (y), atan2)(x, y)
#undef copysign
#define copysign(x, y) __ILCC_TG_REAL((x) + (y), copysign)(x, y)
#undef fdim
#define fdim(x, y) __ILCC_TG_REAL((x) + (y), fdim)(x, y)
#undef fmax
#define fmax(x, y) __ILCC_TG_REAL((x) + (y), fmax)(x, y)
#undef fmin
#define fmin(x, y) __ILCC_TG_REAL((x) + (y), fmin)(x, y)
#undef fmod
#define fmod(x, y) __ILCC_TG_REAL((x) + (y), fmod)(x, y)
#undef hypot
#define hypot(x, y) __ILCC_TG_REAL((x) + (y), hypot)(x, y)
#undef nextafter
#define nextafter(x, y) __ILCC_TG_REAL((x) + (y), nextafter)(x, y)
#undef remainder
#define remainder(x, y) __ILCC_TG_REAL((x) + (y), remainder)(x, y)
#undef fma
#define fma(x, y, z) __ILCC_TG_REAL((x) + (y) + (z), fma)(x, y, z)
#undef frexp
#define frexp(x, e) __ILCC_TG_REAL((x), frexp)(x, e)
#undef ldexp
#define ldexp(x, e) __ILCC_TG_REAL((x), ldexp)(x, e)
#undef scalbn
#define scalbn(x, e) __ILCC_TG_REAL((x), scalbn)(x, e)
#undef scalbln
#define scalbln(x, e) __ILCC_TG_REAL((x), scalbln)(x, e)
#undef nexttoward
#define nexttoward(x, y) _Generic((x), long double: nexttowardl, float: nexttowardf, default: nexttoward)(x, y)
#undef remquo
#define remquo(x, y, q) __ILCC_TG_REAL((x) + (y), remquo)(x, y, q)
#undef carg
#define carg(x) __ILCC_TG_CPLX((x), carg)(x)
#undef cimag
#define cimag(x) __ILCC_TG_CPLX((x), cimag)(x)
#undef conj
#define conj(x) __ILCC_TG_CPLX((x), conj)(x)
#undef cproj
#define cproj(x) __ILCC_TG_CPLX((x), cproj)(x)
#undef creal
#define creal(x) __ILCC_TG_CPLX((x), creal)(x)
#endif
