/* xmmintrin.h — ilcc's compiler header: the SSE intrinsics (__m128), written from Intel's
   documented semantics on GNU vectors and ilcc's __builtin_ia32_* builtins (docs/simd.md).
   Intrinsics whose argument must be an immediate are macros. */
#ifndef __ILCC_XMMINTRIN_H
#define __ILCC_XMMINTRIN_H

#include <mmintrin.h>
#include <mm_malloc.h>

typedef float __m128 __attribute__((__vector_size__(16), __may_alias__));
typedef float __m128_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef float __v4sf __attribute__((__vector_size__(16)));
typedef int __v4si __attribute__((__vector_size__(16)));
typedef unsigned int __v4su __attribute__((__vector_size__(16)));

#define __ILCC_SSE static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse")))

/* Element 0 of b with a's others (movss). */
#define __ILCC_MOVSS(a, b) ((__m128)__builtin_shuffle((__v4sf)(a), (__v4sf)(b), (__v4si){4, 1, 2, 3}))

/* Arithmetic */
__ILCC_SSE __m128 _mm_add_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a + (__v4sf)__b); }
__ILCC_SSE __m128 _mm_sub_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a - (__v4sf)__b); }
__ILCC_SSE __m128 _mm_mul_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a * (__v4sf)__b); }
__ILCC_SSE __m128 _mm_div_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a / (__v4sf)__b); }
__ILCC_SSE __m128 _mm_sqrt_ps(__m128 __a) { return (__m128)__builtin_ia32_sqrt((__v4sf)__a); }
__ILCC_SSE __m128 _mm_rcp_ps(__m128 __a) { return (__m128)__builtin_ia32_rcp((__v4sf)__a); }
__ILCC_SSE __m128 _mm_rsqrt_ps(__m128 __a) { return (__m128)__builtin_ia32_rsqrt((__v4sf)__a); }
__ILCC_SSE __m128 _mm_min_ps(__m128 __a, __m128 __b) { return (__m128)__builtin_ia32_min((__v4sf)__a, (__v4sf)__b); }
__ILCC_SSE __m128 _mm_max_ps(__m128 __a, __m128 __b) { return (__m128)__builtin_ia32_max((__v4sf)__a, (__v4sf)__b); }
__ILCC_SSE __m128 _mm_add_ss(__m128 __a, __m128 __b) { __a[0] += __b[0]; return __a; }
__ILCC_SSE __m128 _mm_sub_ss(__m128 __a, __m128 __b) { __a[0] -= __b[0]; return __a; }
__ILCC_SSE __m128 _mm_mul_ss(__m128 __a, __m128 __b) { __a[0] *= __b[0]; return __a; }
__ILCC_SSE __m128 _mm_div_ss(__m128 __a, __m128 __b) { __a[0] /= __b[0]; return __a; }
__ILCC_SSE __m128 _mm_sqrt_ss(__m128 __a) { return __ILCC_MOVSS(__a, _mm_sqrt_ps(__a)); }
__ILCC_SSE __m128 _mm_rcp_ss(__m128 __a) { return __ILCC_MOVSS(__a, _mm_rcp_ps(__a)); }
__ILCC_SSE __m128 _mm_rsqrt_ss(__m128 __a) { return __ILCC_MOVSS(__a, _mm_rsqrt_ps(__a)); }
__ILCC_SSE __m128 _mm_min_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, _mm_min_ps(__a, __b)); }
__ILCC_SSE __m128 _mm_max_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, _mm_max_ps(__a, __b)); }

/* Logical */
__ILCC_SSE __m128 _mm_and_ps(__m128 __a, __m128 __b) { return (__m128)((__v4su)__a & (__v4su)__b); }
__ILCC_SSE __m128 _mm_andnot_ps(__m128 __a, __m128 __b) { return (__m128)(~(__v4su)__a & (__v4su)__b); }
__ILCC_SSE __m128 _mm_or_ps(__m128 __a, __m128 __b) { return (__m128)((__v4su)__a | (__v4su)__b); }
__ILCC_SSE __m128 _mm_xor_ps(__m128 __a, __m128 __b) { return (__m128)((__v4su)__a ^ (__v4su)__b); }

/* Comparisons (cmpps predicates: 0 eq, 1 lt, 2 le, 3 unord, 4 neq, 5 nlt, 6 nle, 7 ord) */
#define __ILCC_CMPPS(a, b, p) ((__m128)__builtin_ia32_cmp((__v4sf)(a), (__v4sf)(b), p))
__ILCC_SSE __m128 _mm_cmpeq_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 0); }
__ILCC_SSE __m128 _mm_cmplt_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 1); }
__ILCC_SSE __m128 _mm_cmple_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 2); }
__ILCC_SSE __m128 _mm_cmpgt_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__b, __a, 1); }
__ILCC_SSE __m128 _mm_cmpge_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__b, __a, 2); }
__ILCC_SSE __m128 _mm_cmpneq_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 4); }
__ILCC_SSE __m128 _mm_cmpnlt_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 5); }
__ILCC_SSE __m128 _mm_cmpnle_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 6); }
__ILCC_SSE __m128 _mm_cmpngt_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__b, __a, 5); }
__ILCC_SSE __m128 _mm_cmpnge_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__b, __a, 6); }
__ILCC_SSE __m128 _mm_cmpord_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 7); }
__ILCC_SSE __m128 _mm_cmpunord_ps(__m128 __a, __m128 __b) { return __ILCC_CMPPS(__a, __b, 3); }
__ILCC_SSE __m128 _mm_cmpeq_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 0)); }
__ILCC_SSE __m128 _mm_cmplt_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 1)); }
__ILCC_SSE __m128 _mm_cmple_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 2)); }
__ILCC_SSE __m128 _mm_cmpgt_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__b, __a, 1)); }
__ILCC_SSE __m128 _mm_cmpge_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__b, __a, 2)); }
__ILCC_SSE __m128 _mm_cmpneq_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 4)); }
__ILCC_SSE __m128 _mm_cmpnlt_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 5)); }
__ILCC_SSE __m128 _mm_cmpnle_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 6)); }
__ILCC_SSE __m128 _mm_cmpngt_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__b, __a, 5)); }
__ILCC_SSE __m128 _mm_cmpnge_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__b, __a, 6)); }
__ILCC_SSE __m128 _mm_cmpord_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 7)); }
__ILCC_SSE __m128 _mm_cmpunord_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __ILCC_CMPPS(__a, __b, 3)); }
/* comiss/ucomiss: unordered operands compare unequal and neither less nor greater. */
__ILCC_SSE int _mm_comieq_ss(__m128 __a, __m128 __b) { return __a[0] == __b[0]; }
__ILCC_SSE int _mm_comilt_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0]; }
__ILCC_SSE int _mm_comile_ss(__m128 __a, __m128 __b) { return __a[0] <= __b[0]; }
__ILCC_SSE int _mm_comigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__ILCC_SSE int _mm_comige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__ILCC_SSE int _mm_comineq_ss(__m128 __a, __m128 __b) { return __a[0] != __b[0]; }
__ILCC_SSE int _mm_ucomieq_ss(__m128 __a, __m128 __b) { return __a[0] == __b[0]; }
__ILCC_SSE int _mm_ucomilt_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0]; }
__ILCC_SSE int _mm_ucomile_ss(__m128 __a, __m128 __b) { return __a[0] <= __b[0]; }
__ILCC_SSE int _mm_ucomigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__ILCC_SSE int _mm_ucomige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__ILCC_SSE int _mm_ucomineq_ss(__m128 __a, __m128 __b) { return __a[0] != __b[0]; }

/* Conversions: cvt rounds by the current rounding mode, cvtt truncates. */
__ILCC_SSE int _mm_cvtss_si32(__m128 __a) { return __builtin_ia32_cvt2si(__a[0]); }
__ILCC_SSE int _mm_cvt_ss2si(__m128 __a) { return __builtin_ia32_cvt2si(__a[0]); }
__ILCC_SSE long long _mm_cvtss_si64(__m128 __a) { return __builtin_ia32_cvt2si64(__a[0]); }
__ILCC_SSE int _mm_cvttss_si32(__m128 __a) { return (int)__a[0]; }
__ILCC_SSE int _mm_cvtt_ss2si(__m128 __a) { return (int)__a[0]; }
__ILCC_SSE long long _mm_cvttss_si64(__m128 __a) { return (long long)__a[0]; }
__ILCC_SSE __m128 _mm_cvtsi32_ss(__m128 __a, int __b) { __a[0] = (float)__b; return __a; }
__ILCC_SSE __m128 _mm_cvt_si2ss(__m128 __a, int __b) { __a[0] = (float)__b; return __a; }
__ILCC_SSE __m128 _mm_cvtsi64_ss(__m128 __a, long long __b) { __a[0] = (float)__b; return __a; }
__ILCC_SSE float _mm_cvtss_f32(__m128 __a) { return __a[0]; }
__ILCC_SSE __m64 _mm_cvtps_pi32(__m128 __a) {
  return (__m64)(__v2si){__builtin_ia32_cvt2si(__a[0]), __builtin_ia32_cvt2si(__a[1])};
}
__ILCC_SSE __m64 _mm_cvt_ps2pi(__m128 __a) { return _mm_cvtps_pi32(__a); }
__ILCC_SSE __m64 _mm_cvttps_pi32(__m128 __a) { return (__m64)(__v2si){(int)__a[0], (int)__a[1]}; }
__ILCC_SSE __m64 _mm_cvtt_ps2pi(__m128 __a) { return _mm_cvttps_pi32(__a); }
__ILCC_SSE __m128 _mm_cvtpi32_ps(__m128 __a, __m64 __b) {
  __v2si __i = (__v2si)__b;
  __a[0] = (float)__i[0];
  __a[1] = (float)__i[1];
  return __a;
}
__ILCC_SSE __m128 _mm_cvt_pi2ps(__m128 __a, __m64 __b) { return _mm_cvtpi32_ps(__a, __b); }
__ILCC_SSE __m128 _mm_cvtpi16_ps(__m64 __a) { __v4hi __w = (__v4hi)__a; return (__m128)(__v4sf){__w[0], __w[1], __w[2], __w[3]}; }
__ILCC_SSE __m128 _mm_cvtpu16_ps(__m64 __a) { __v4hu __w = (__v4hu)__a; return (__m128)(__v4sf){__w[0], __w[1], __w[2], __w[3]}; }
__ILCC_SSE __m128 _mm_cvtpi8_ps(__m64 __a) { __v8qi __b = (__v8qi)__a; return (__m128)(__v4sf){__b[0], __b[1], __b[2], __b[3]}; }
__ILCC_SSE __m128 _mm_cvtpu8_ps(__m64 __a) { __v8qu __b = (__v8qu)__a; return (__m128)(__v4sf){__b[0], __b[1], __b[2], __b[3]}; }
__ILCC_SSE __m128 _mm_cvtpi32x2_ps(__m64 __a, __m64 __b) {
  __v2si __x = (__v2si)__a, __y = (__v2si)__b;
  return (__m128)(__v4sf){__x[0], __x[1], __y[0], __y[1]};
}
/* To 16 and 8 bits with signed saturation, from the rounded 32-bit values. */
__ILCC_SSE __m64 _mm_cvtps_pi16(__m128 __a) {
  __m64 __lo = _mm_cvtps_pi32(__a), __hi = _mm_cvtps_pi32((__m128)__builtin_shuffle((__v4sf)__a, (__v4si){2, 3, 2, 3}));
  return _mm_packs_pi32(__lo, __hi);
}
__ILCC_SSE __m64 _mm_cvtps_pi8(__m128 __a) { return _mm_packs_pi16(_mm_cvtps_pi16(__a), _mm_setzero_si64()); }

/* Initialization, loads and stores */
__ILCC_SSE __m128 _mm_setzero_ps(void) { return (__m128){0, 0, 0, 0}; }
__ILCC_SSE __m128 _mm_undefined_ps(void) { return (__m128){0, 0, 0, 0}; }
__ILCC_SSE __m128 _mm_set_ss(float __w) { return (__m128){__w, 0, 0, 0}; }
__ILCC_SSE __m128 _mm_set1_ps(float __w) { return (__m128){__w, __w, __w, __w}; }
__ILCC_SSE __m128 _mm_set_ps1(float __w) { return (__m128){__w, __w, __w, __w}; }
__ILCC_SSE __m128 _mm_set_ps(float __z, float __y, float __x, float __w) { return (__m128){__w, __x, __y, __z}; }
__ILCC_SSE __m128 _mm_setr_ps(float __w, float __x, float __y, float __z) { return (__m128){__w, __x, __y, __z}; }
__ILCC_SSE __m128 _mm_load_ss(const float* __p) { return (__m128){*__p, 0, 0, 0}; }
__ILCC_SSE __m128 _mm_load1_ps(const float* __p) { float __w = *__p; return (__m128){__w, __w, __w, __w}; }
__ILCC_SSE __m128 _mm_load_ps1(const float* __p) { return _mm_load1_ps(__p); }
__ILCC_SSE __m128 _mm_load_ps(const float* __p) { return *(const __m128*)__p; }
__ILCC_SSE __m128 _mm_loadu_ps(const float* __p) { return *(const __m128_u*)__p; }
__ILCC_SSE __m128 _mm_loadr_ps(const float* __p) {
  return (__m128)__builtin_shuffle(*(const __v4sf*)__p, (__v4si){3, 2, 1, 0});
}
__ILCC_SSE __m128 _mm_loadh_pi(__m128 __a, const __m64* __p) {
  __v2sf __h = *(const __v2sf __attribute__((__aligned__(1)))*)__p;
  __a[2] = __h[0];
  __a[3] = __h[1];
  return __a;
}
__ILCC_SSE __m128 _mm_loadl_pi(__m128 __a, const __m64* __p) {
  __v2sf __l = *(const __v2sf __attribute__((__aligned__(1)))*)__p;
  __a[0] = __l[0];
  __a[1] = __l[1];
  return __a;
}
__ILCC_SSE void _mm_store_ss(float* __p, __m128 __a) { *__p = __a[0]; }
__ILCC_SSE void _mm_store1_ps(float* __p, __m128 __a) {
  *(__m128*)__p = (__m128)__builtin_shuffle((__v4sf)__a, (__v4si){0, 0, 0, 0});
}
__ILCC_SSE void _mm_store_ps1(float* __p, __m128 __a) { _mm_store1_ps(__p, __a); }
__ILCC_SSE void _mm_store_ps(float* __p, __m128 __a) { *(__m128*)__p = __a; }
__ILCC_SSE void _mm_storeu_ps(float* __p, __m128 __a) { *(__m128_u*)__p = __a; }
__ILCC_SSE void _mm_storer_ps(float* __p, __m128 __a) {
  *(__m128*)__p = (__m128)__builtin_shuffle((__v4sf)__a, (__v4si){3, 2, 1, 0});
}
__ILCC_SSE void _mm_storeh_pi(__m64* __p, __m128 __a) {
  *(__v2sf __attribute__((__aligned__(1)))*)__p = (__v2sf){__a[2], __a[3]};
}
__ILCC_SSE void _mm_storel_pi(__m64* __p, __m128 __a) {
  *(__v2sf __attribute__((__aligned__(1)))*)__p = (__v2sf){__a[0], __a[1]};
}
__ILCC_SSE __m128 _mm_move_ss(__m128 __a, __m128 __b) { return __ILCC_MOVSS(__a, __b); }
__ILCC_SSE __m128 _mm_movehl_ps(__m128 __a, __m128 __b) {
  return (__m128)__builtin_shuffle((__v4sf)__a, (__v4sf)__b, (__v4si){6, 7, 2, 3});
}
__ILCC_SSE __m128 _mm_movelh_ps(__m128 __a, __m128 __b) {
  return (__m128)__builtin_shuffle((__v4sf)__a, (__v4sf)__b, (__v4si){0, 1, 4, 5});
}
__ILCC_SSE __m128 _mm_unpackhi_ps(__m128 __a, __m128 __b) {
  return (__m128)__builtin_shuffle((__v4sf)__a, (__v4sf)__b, (__v4si){2, 6, 3, 7});
}
__ILCC_SSE __m128 _mm_unpacklo_ps(__m128 __a, __m128 __b) {
  return (__m128)__builtin_shuffle((__v4sf)__a, (__v4sf)__b, (__v4si){0, 4, 1, 5});
}
#define _MM_SHUFFLE(z, y, x, w) (((z) << 6) | ((y) << 4) | ((x) << 2) | (w))
#define _mm_shuffle_ps(a, b, imm)                                                                   \
  ((__m128)__builtin_shuffle((__v4sf)(__m128)(a), (__v4sf)(__m128)(b),                             \
                             (__v4si){(imm) & 3, ((imm) >> 2) & 3, (((imm) >> 4) & 3) + 4, (((imm) >> 6) & 3) + 4}))
__ILCC_SSE int _mm_movemask_ps(__m128 __a) { return __builtin_ia32_movmsk((__v4sf)__a); }

/* The MXCSR register */
#define _MM_EXCEPT_INVALID 0x0001
#define _MM_EXCEPT_DENORM 0x0002
#define _MM_EXCEPT_DIV_ZERO 0x0004
#define _MM_EXCEPT_OVERFLOW 0x0008
#define _MM_EXCEPT_UNDERFLOW 0x0010
#define _MM_EXCEPT_INEXACT 0x0020
#define _MM_EXCEPT_MASK 0x003f
#define _MM_MASK_INVALID 0x0080
#define _MM_MASK_DENORM 0x0100
#define _MM_MASK_DIV_ZERO 0x0200
#define _MM_MASK_OVERFLOW 0x0400
#define _MM_MASK_UNDERFLOW 0x0800
#define _MM_MASK_INEXACT 0x1000
#define _MM_MASK_MASK 0x1f80
#define _MM_ROUND_NEAREST 0x0000
#define _MM_ROUND_DOWN 0x2000
#define _MM_ROUND_UP 0x4000
#define _MM_ROUND_TOWARD_ZERO 0x6000
#define _MM_ROUND_MASK 0x6000
#define _MM_FLUSH_ZERO_MASK 0x8000
#define _MM_FLUSH_ZERO_ON 0x8000
#define _MM_FLUSH_ZERO_OFF 0x0000
__ILCC_SSE unsigned int _mm_getcsr(void) { return (unsigned)__builtin_ia32_stmxcsr(); }
__ILCC_SSE void _mm_setcsr(unsigned int __i) { __builtin_ia32_ldmxcsr(__i); }
#define _MM_GET_EXCEPTION_STATE() (_mm_getcsr() & _MM_EXCEPT_MASK)
#define _MM_GET_EXCEPTION_MASK() (_mm_getcsr() & _MM_MASK_MASK)
#define _MM_GET_ROUNDING_MODE() (_mm_getcsr() & _MM_ROUND_MASK)
#define _MM_GET_FLUSH_ZERO_MODE() (_mm_getcsr() & _MM_FLUSH_ZERO_MASK)
#define _MM_SET_EXCEPTION_STATE(x) (_mm_setcsr((_mm_getcsr() & ~_MM_EXCEPT_MASK) | (x)))
#define _MM_SET_EXCEPTION_MASK(x) (_mm_setcsr((_mm_getcsr() & ~_MM_MASK_MASK) | (x)))
#define _MM_SET_ROUNDING_MODE(x) (_mm_setcsr((_mm_getcsr() & ~_MM_ROUND_MASK) | (x)))
#define _MM_SET_FLUSH_ZERO_MODE(x) (_mm_setcsr((_mm_getcsr() & ~_MM_FLUSH_ZERO_MASK) | (x)))

/* Cache control */
#define _MM_HINT_ET0 7
#define _MM_HINT_ET1 6
#define _MM_HINT_T0 3
#define _MM_HINT_T1 2
#define _MM_HINT_T2 1
#define _MM_HINT_NTA 0
#define _mm_prefetch(p, i) __builtin_prefetch((const void*)(p), ((i) >> 2) & 1, (i) & 3)
__ILCC_SSE void _mm_stream_ps(float* __p, __m128 __a) { __builtin_ia32_movnt(__p, (__v4sf)__a); }
__ILCC_SSE void _mm_stream_pi(__m64* __p, __m64 __a) { __builtin_ia32_movnti64(__p, (long long)__a); }
__ILCC_SSE void _mm_sfence(void) { __builtin_ia32_sfence(); }

/* Integer operations on __m64 that SSE added */
__ILCC_SSE __m64 _mm_avg_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_avg((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSE __m64 _mm_avg_pu16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_avg((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSE __m64 _mm_max_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_maxs((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSE __m64 _mm_max_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_maxu((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSE __m64 _mm_min_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_mins((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSE __m64 _mm_min_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_minu((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSE int _mm_movemask_pi8(__m64 __a) { return __builtin_ia32_pmovmskb((__v8qi)__a); }
__ILCC_SSE __m64 _mm_mulhi_pu16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_mulhiu((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSE __m64 _mm_sad_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_sad((__v8qi)__a, (__v8qi)__b); }
#define _mm_shuffle_pi16(a, imm)                                                                    \
  ((__m64)__builtin_shuffle((__v4hi)(__m64)(a), (__v4hi){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3}))
#define _mm_extract_pi16(a, imm) ((int)(unsigned short)((__v4hi)(__m64)(a))[(imm) & 3])
#define _mm_insert_pi16(a, d, imm)                                                                  \
  ((__m64)__builtin_shuffle((__v4hi)(__m64)(a), (__v4hi){(short)(d), (short)(d), (short)(d), (short)(d)}, \
                            (__v4hi){0 + 4 * (((imm) & 3) == 0), 1 + 4 * (((imm) & 3) == 1), 2 + 4 * (((imm) & 3) == 2), 3 + 4 * (((imm) & 3) == 3)}))
__ILCC_SSE void _mm_maskmove_si64(__m64 __d, __m64 __n, char* __p) {
  typedef char __v16qi_ __attribute__((__vector_size__(16)));
  __v2si __x = (__v2si)__d, __m = (__v2si)__n;
  __builtin_ia32_maskmovdqu((__v16qi_)(__v4si){__x[0], __x[1], 0, 0}, (__v16qi_)(__v4si){__m[0], __m[1], 0, 0}, __p);
}
#define _m_pavgb _mm_avg_pu8
#define _m_pavgw _mm_avg_pu16
#define _m_pmaxsw _mm_max_pi16
#define _m_pmaxub _mm_max_pu8
#define _m_pminsw _mm_min_pi16
#define _m_pminub _mm_min_pu8
#define _m_pmovmskb _mm_movemask_pi8
#define _m_pmulhuw _mm_mulhi_pu16
#define _m_psadbw _mm_sad_pu8
#define _m_pshufw _mm_shuffle_pi16
#define _m_pextrw _mm_extract_pi16
#define _m_pinsrw _mm_insert_pi16
#define _m_maskmovq _mm_maskmove_si64

#define _MM_TRANSPOSE4_PS(r0, r1, r2, r3)                                                           \
  do {                                                                                             \
    __m128 __t0 = _mm_unpacklo_ps((r0), (r1)), __t1 = _mm_unpacklo_ps((r2), (r3));                 \
    __m128 __t2 = _mm_unpackhi_ps((r0), (r1)), __t3 = _mm_unpackhi_ps((r2), (r3));                 \
    (r0) = _mm_movelh_ps(__t0, __t1);                                                              \
    (r1) = _mm_movehl_ps(__t1, __t0);                                                              \
    (r2) = _mm_movelh_ps(__t2, __t3);                                                              \
    (r3) = _mm_movehl_ps(__t3, __t2);                                                              \
  } while (0)

#endif
