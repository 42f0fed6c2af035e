/* emmintrin.h — ilcc's compiler header: the SSE2 intrinsics (__m128i, __m128d), written from
   Intel's documented semantics on GNU vectors and ilcc's __builtin_ia32_* builtins
   (docs/simd.md). Intrinsics whose argument must be an immediate are macros. */
#ifndef __ILCC_EMMINTRIN_H
#define __ILCC_EMMINTRIN_H

#include <xmmintrin.h>

typedef long long __m128i __attribute__((__vector_size__(16), __may_alias__));
typedef double __m128d __attribute__((__vector_size__(16), __may_alias__));
typedef long long __m128i_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef double __m128d_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef double __v2df __attribute__((__vector_size__(16)));
typedef long long __v2di __attribute__((__vector_size__(16)));
typedef unsigned long long __v2du __attribute__((__vector_size__(16)));
typedef short __v8hi __attribute__((__vector_size__(16)));
typedef unsigned short __v8hu __attribute__((__vector_size__(16)));
typedef char __v16qi __attribute__((__vector_size__(16)));
typedef signed char __v16qs __attribute__((__vector_size__(16)));
typedef unsigned char __v16qu __attribute__((__vector_size__(16)));

#define __ILCC_SSE2 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse2")))

/* The imm8 of _mm_shuffle_pd: element x of a, element y of b. */
#define _MM_SHUFFLE2(x, y) (((x) << 1) | (y))

/* Element 0 of b with a's element 1 (movsd). */
#define __ILCC_MOVSD(a, b) ((__m128d)__builtin_shuffle((__v2df)(a), (__v2df)(b), (__v2di){2, 1}))

/* Double-precision arithmetic */
__ILCC_SSE2 __m128d _mm_add_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a + (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_sub_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a - (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_mul_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a * (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_div_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a / (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_sqrt_pd(__m128d __a) { return (__m128d)__builtin_ia32_sqrt((__v2df)__a); }
__ILCC_SSE2 __m128d _mm_min_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_ia32_min((__v2df)__a, (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_max_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_ia32_max((__v2df)__a, (__v2df)__b); }
__ILCC_SSE2 __m128d _mm_add_sd(__m128d __a, __m128d __b) { __a[0] += __b[0]; return __a; }
__ILCC_SSE2 __m128d _mm_sub_sd(__m128d __a, __m128d __b) { __a[0] -= __b[0]; return __a; }
__ILCC_SSE2 __m128d _mm_mul_sd(__m128d __a, __m128d __b) { __a[0] *= __b[0]; return __a; }
__ILCC_SSE2 __m128d _mm_div_sd(__m128d __a, __m128d __b) { __a[0] /= __b[0]; return __a; }
__ILCC_SSE2 __m128d _mm_sqrt_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, _mm_sqrt_pd(__b)); }
__ILCC_SSE2 __m128d _mm_min_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, _mm_min_pd(__a, __b)); }
__ILCC_SSE2 __m128d _mm_max_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, _mm_max_pd(__a, __b)); }

/* Logical */
__ILCC_SSE2 __m128d _mm_and_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2du)__a & (__v2du)__b); }
__ILCC_SSE2 __m128d _mm_andnot_pd(__m128d __a, __m128d __b) { return (__m128d)(~(__v2du)__a & (__v2du)__b); }
__ILCC_SSE2 __m128d _mm_or_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2du)__a | (__v2du)__b); }
__ILCC_SSE2 __m128d _mm_xor_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2du)__a ^ (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_and_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a & (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_andnot_si128(__m128i __a, __m128i __b) { return (__m128i)(~(__v2du)__a & (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_or_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a | (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_xor_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a ^ (__v2du)__b); }

/* Double-precision comparisons (cmppd predicates as cmpps's) */
#define __ILCC_CMPPD(a, b, p) ((__m128d)__builtin_ia32_cmp((__v2df)(a), (__v2df)(b), p))
__ILCC_SSE2 __m128d _mm_cmpeq_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 0); }
__ILCC_SSE2 __m128d _mm_cmplt_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 1); }
__ILCC_SSE2 __m128d _mm_cmple_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 2); }
__ILCC_SSE2 __m128d _mm_cmpgt_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__b, __a, 1); }
__ILCC_SSE2 __m128d _mm_cmpge_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__b, __a, 2); }
__ILCC_SSE2 __m128d _mm_cmpneq_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 4); }
__ILCC_SSE2 __m128d _mm_cmpnlt_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 5); }
__ILCC_SSE2 __m128d _mm_cmpnle_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 6); }
__ILCC_SSE2 __m128d _mm_cmpngt_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__b, __a, 5); }
__ILCC_SSE2 __m128d _mm_cmpnge_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__b, __a, 6); }
__ILCC_SSE2 __m128d _mm_cmpord_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 7); }
__ILCC_SSE2 __m128d _mm_cmpunord_pd(__m128d __a, __m128d __b) { return __ILCC_CMPPD(__a, __b, 3); }
__ILCC_SSE2 __m128d _mm_cmpeq_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 0)); }
__ILCC_SSE2 __m128d _mm_cmplt_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 1)); }
__ILCC_SSE2 __m128d _mm_cmple_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 2)); }
__ILCC_SSE2 __m128d _mm_cmpgt_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__b, __a, 1)); }
__ILCC_SSE2 __m128d _mm_cmpge_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__b, __a, 2)); }
__ILCC_SSE2 __m128d _mm_cmpneq_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 4)); }
__ILCC_SSE2 __m128d _mm_cmpnlt_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 5)); }
__ILCC_SSE2 __m128d _mm_cmpnle_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 6)); }
__ILCC_SSE2 __m128d _mm_cmpngt_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__b, __a, 5)); }
__ILCC_SSE2 __m128d _mm_cmpnge_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__b, __a, 6)); }
__ILCC_SSE2 __m128d _mm_cmpord_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 7)); }
__ILCC_SSE2 __m128d _mm_cmpunord_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __ILCC_CMPPD(__a, __b, 3)); }
__ILCC_SSE2 int _mm_comieq_sd(__m128d __a, __m128d __b) { return __a[0] == __b[0]; }
__ILCC_SSE2 int _mm_comilt_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0]; }
__ILCC_SSE2 int _mm_comile_sd(__m128d __a, __m128d __b) { return __a[0] <= __b[0]; }
__ILCC_SSE2 int _mm_comigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__ILCC_SSE2 int _mm_comige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__ILCC_SSE2 int _mm_comineq_sd(__m128d __a, __m128d __b) { return __a[0] != __b[0]; }
__ILCC_SSE2 int _mm_ucomieq_sd(__m128d __a, __m128d __b) { return __a[0] == __b[0]; }
__ILCC_SSE2 int _mm_ucomilt_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0]; }
__ILCC_SSE2 int _mm_ucomile_sd(__m128d __a, __m128d __b) { return __a[0] <= __b[0]; }
__ILCC_SSE2 int _mm_ucomigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__ILCC_SSE2 int _mm_ucomige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__ILCC_SSE2 int _mm_ucomineq_sd(__m128d __a, __m128d __b) { return __a[0] != __b[0]; }

/* Conversions (cvt: the current rounding mode; cvtt: truncation) */
__ILCC_SSE2 __m128d _mm_cvtepi32_pd(__m128i __a) {
  return (__m128d)__builtin_convertvector(__builtin_shufflevector((__v4si)__a, (__v4si)__a, 0, 1), __v2df);
}
__ILCC_SSE2 __m128 _mm_cvtepi32_ps(__m128i __a) { return (__m128)__builtin_convertvector((__v4si)__a, __v4sf); }
__ILCC_SSE2 __m128i _mm_cvtps_epi32(__m128 __a) { return (__m128i)__builtin_ia32_cvt2dq((__v4sf)__a); }
__ILCC_SSE2 __m128i _mm_cvttps_epi32(__m128 __a) { return (__m128i)__builtin_convertvector((__v4sf)__a, __v4si); }
__ILCC_SSE2 __m128d _mm_cvtps_pd(__m128 __a) { return (__m128d)__builtin_convertvector(__builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 0, 1), __v2df); }
__ILCC_SSE2 __m128 _mm_cvtpd_ps(__m128d __a) {
  __v2sf __f = __builtin_convertvector((__v2df)__a, __v2sf);
  return (__m128)__builtin_shufflevector(__f, (__v2sf){0, 0}, 0, 1, 2, 3);
}
__ILCC_SSE2 __m128i _mm_cvtpd_epi32(__m128d __a) {
  return (__m128i)__builtin_shufflevector(__builtin_ia32_cvt2dq((__v2df)__a), (__v2si){0, 0}, 0, 1, 2, 3);
}
__ILCC_SSE2 __m128i _mm_cvttpd_epi32(__m128d __a) {
  return (__m128i)__builtin_shufflevector(__builtin_convertvector((__v2df)__a, __v2si), (__v2si){0, 0}, 0, 1, 2, 3);
}
__ILCC_SSE2 __m64 _mm_cvtpd_pi32(__m128d __a) { return (__m64)__builtin_ia32_cvt2dq((__v2df)__a); }
__ILCC_SSE2 __m64 _mm_cvttpd_pi32(__m128d __a) { return (__m64)__builtin_convertvector((__v2df)__a, __v2si); }
__ILCC_SSE2 __m128d _mm_cvtpi32_pd(__m64 __a) { return (__m128d)__builtin_convertvector((__v2si)__a, __v2df); }
__ILCC_SSE2 int _mm_cvtsd_si32(__m128d __a) { return __builtin_ia32_cvt2si(__a[0]); }
__ILCC_SSE2 long long _mm_cvtsd_si64(__m128d __a) { return __builtin_ia32_cvt2si64(__a[0]); }
__ILCC_SSE2 long long _mm_cvtsd_si64x(__m128d __a) { return __builtin_ia32_cvt2si64(__a[0]); }
__ILCC_SSE2 int _mm_cvttsd_si32(__m128d __a) { return (int)__a[0]; }
__ILCC_SSE2 long long _mm_cvttsd_si64(__m128d __a) { return (long long)__a[0]; }
__ILCC_SSE2 long long _mm_cvttsd_si64x(__m128d __a) { return (long long)__a[0]; }
__ILCC_SSE2 __m128 _mm_cvtsd_ss(__m128 __a, __m128d __b) { __a[0] = (float)__b[0]; return __a; }
__ILCC_SSE2 __m128d _mm_cvtsi32_sd(__m128d __a, int __b) { __a[0] = (double)__b; return __a; }
__ILCC_SSE2 __m128d _mm_cvtsi64_sd(__m128d __a, long long __b) { __a[0] = (double)__b; return __a; }
__ILCC_SSE2 __m128d _mm_cvtsi64x_sd(__m128d __a, long long __b) { __a[0] = (double)__b; return __a; }
__ILCC_SSE2 __m128d _mm_cvtss_sd(__m128d __a, __m128 __b) { __a[0] = (double)__b[0]; return __a; }
__ILCC_SSE2 double _mm_cvtsd_f64(__m128d __a) { return __a[0]; }
__ILCC_SSE2 __m128i _mm_cvtsi32_si128(int __a) { return (__m128i)(__v4si){__a, 0, 0, 0}; }
__ILCC_SSE2 __m128i _mm_cvtsi64_si128(long long __a) { return (__m128i){__a, 0}; }
__ILCC_SSE2 __m128i _mm_cvtsi64x_si128(long long __a) { return (__m128i){__a, 0}; }
__ILCC_SSE2 int _mm_cvtsi128_si32(__m128i __a) { return ((__v4si)__a)[0]; }
__ILCC_SSE2 long long _mm_cvtsi128_si64(__m128i __a) { return __a[0]; }
__ILCC_SSE2 long long _mm_cvtsi128_si64x(__m128i __a) { return __a[0]; }

/* Loads */
__ILCC_SSE2 __m128d _mm_load_pd(const double* __p) { return *(const __m128d*)__p; }
__ILCC_SSE2 __m128d _mm_loadu_pd(const double* __p) { return *(const __m128d_u*)__p; }
__ILCC_SSE2 __m128d _mm_load1_pd(const double* __p) { double __d = *__p; return (__m128d){__d, __d}; }
__ILCC_SSE2 __m128d _mm_load_pd1(const double* __p) { return _mm_load1_pd(__p); }
__ILCC_SSE2 __m128d _mm_load_sd(const double* __p) { return (__m128d){*__p, 0}; }
__ILCC_SSE2 __m128d _mm_loadr_pd(const double* __p) {
  return (__m128d)__builtin_shuffle(*(const __v2df*)__p, (__v2di){1, 0});
}
__ILCC_SSE2 __m128d _mm_loadh_pd(__m128d __a, const double* __p) { __a[1] = *__p; return __a; }
__ILCC_SSE2 __m128d _mm_loadl_pd(__m128d __a, const double* __p) { __a[0] = *__p; return __a; }
__ILCC_SSE2 __m128i _mm_load_si128(const __m128i* __p) { return *__p; }
__ILCC_SSE2 __m128i _mm_loadu_si128(const __m128i_u* __p) { return *__p; }
__ILCC_SSE2 __m128i _mm_loadl_epi64(const __m128i_u* __p) {
  return (__m128i){*(const long long __attribute__((__aligned__(1), __may_alias__))*)__p, 0};
}
__ILCC_SSE2 __m128i _mm_loadu_si64(const void* __p) {
  return (__m128i){*(const long long __attribute__((__aligned__(1), __may_alias__))*)__p, 0};
}
__ILCC_SSE2 __m128i _mm_loadu_si32(const void* __p) {
  return (__m128i)(__v4si){*(const int __attribute__((__aligned__(1), __may_alias__))*)__p, 0, 0, 0};
}
__ILCC_SSE2 __m128i _mm_loadu_si16(const void* __p) {
  return (__m128i)(__v8hi){*(const short __attribute__((__aligned__(1), __may_alias__))*)__p, 0, 0, 0, 0, 0, 0, 0};
}

/* Stores */
__ILCC_SSE2 void _mm_store_pd(double* __p, __m128d __a) { *(__m128d*)__p = __a; }
__ILCC_SSE2 void _mm_storeu_pd(double* __p, __m128d __a) { *(__m128d_u*)__p = __a; }
__ILCC_SSE2 void _mm_store1_pd(double* __p, __m128d __a) { *(__m128d*)__p = (__m128d)__builtin_shuffle((__v2df)__a, (__v2di){0, 0}); }
__ILCC_SSE2 void _mm_store_pd1(double* __p, __m128d __a) { _mm_store1_pd(__p, __a); }
__ILCC_SSE2 void _mm_store_sd(double* __p, __m128d __a) { *__p = __a[0]; }
__ILCC_SSE2 void _mm_storeh_pd(double* __p, __m128d __a) { *__p = __a[1]; }
__ILCC_SSE2 void _mm_storel_pd(double* __p, __m128d __a) { *__p = __a[0]; }
__ILCC_SSE2 void _mm_storer_pd(double* __p, __m128d __a) { *(__m128d*)__p = (__m128d)__builtin_shuffle((__v2df)__a, (__v2di){1, 0}); }
__ILCC_SSE2 void _mm_store_si128(__m128i* __p, __m128i __a) { *__p = __a; }
__ILCC_SSE2 void _mm_storeu_si128(__m128i_u* __p, __m128i __a) { *__p = __a; }
__ILCC_SSE2 void _mm_storel_epi64(__m128i_u* __p, __m128i __a) { *(long long __attribute__((__aligned__(1), __may_alias__))*)__p = __a[0]; }
__ILCC_SSE2 void _mm_storeu_si64(void* __p, __m128i __a) { *(long long __attribute__((__aligned__(1), __may_alias__))*)__p = __a[0]; }
__ILCC_SSE2 void _mm_storeu_si32(void* __p, __m128i __a) { *(int __attribute__((__aligned__(1), __may_alias__))*)__p = ((__v4si)__a)[0]; }
__ILCC_SSE2 void _mm_storeu_si16(void* __p, __m128i __a) { *(short __attribute__((__aligned__(1), __may_alias__))*)__p = ((__v8hi)__a)[0]; }
__ILCC_SSE2 void _mm_stream_pd(double* __p, __m128d __a) { __builtin_ia32_movnt(__p, (__v2df)__a); }
__ILCC_SSE2 void _mm_stream_si128(__m128i* __p, __m128i __a) { __builtin_ia32_movnt(__p, (__v2di)__a); }
__ILCC_SSE2 void _mm_stream_si32(int* __p, int __a) { __builtin_ia32_movnti(__p, __a); }
__ILCC_SSE2 void _mm_stream_si64(long long* __p, long long __a) { __builtin_ia32_movnti64(__p, __a); }
__ILCC_SSE2 void _mm_maskmoveu_si128(__m128i __d, __m128i __n, char* __p) {
  __builtin_ia32_maskmovdqu((__v16qi)__d, (__v16qi)__n, __p);
}
__ILCC_SSE2 void _mm_clflush(const void* __p) { __builtin_ia32_clflush((void*)__p); }
__ILCC_SSE2 void _mm_lfence(void) { __builtin_ia32_lfence(); }
__ILCC_SSE2 void _mm_mfence(void) { __builtin_ia32_mfence(); }
__ILCC_SSE2 void _mm_pause(void) { __builtin_ia32_pause(); }

/* Initialization */
__ILCC_SSE2 __m128d _mm_setzero_pd(void) { return (__m128d){0, 0}; }
__ILCC_SSE2 __m128d _mm_undefined_pd(void) { return (__m128d){0, 0}; }
__ILCC_SSE2 __m128d _mm_set_sd(double __w) { return (__m128d){__w, 0}; }
__ILCC_SSE2 __m128d _mm_set1_pd(double __w) { return (__m128d){__w, __w}; }
__ILCC_SSE2 __m128d _mm_set_pd1(double __w) { return (__m128d){__w, __w}; }
__ILCC_SSE2 __m128d _mm_set_pd(double __w, double __x) { return (__m128d){__x, __w}; }
__ILCC_SSE2 __m128d _mm_setr_pd(double __w, double __x) { return (__m128d){__w, __x}; }
__ILCC_SSE2 __m128d _mm_move_sd(__m128d __a, __m128d __b) { return __ILCC_MOVSD(__a, __b); }
__ILCC_SSE2 __m128i _mm_setzero_si128(void) { return (__m128i){0, 0}; }
__ILCC_SSE2 __m128i _mm_undefined_si128(void) { return (__m128i){0, 0}; }
__ILCC_SSE2 __m128i _mm_set_epi64x(long long __q1, long long __q0) { return (__m128i){__q0, __q1}; }
__ILCC_SSE2 __m128i _mm_set_epi64(__m64 __q1, __m64 __q0) { return (__m128i){(long long)__q0, (long long)__q1}; }
__ILCC_SSE2 __m128i _mm_set_epi32(int __i3, int __i2, int __i1, int __i0) { return (__m128i)(__v4si){__i0, __i1, __i2, __i3}; }
__ILCC_SSE2 __m128i _mm_set_epi16(short __w7, short __w6, short __w5, short __w4, short __w3, short __w2, short __w1, short __w0) {
  return (__m128i)(__v8hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7};
}
__ILCC_SSE2 __m128i _mm_set_epi8(char __b15, char __b14, char __b13, char __b12, char __b11, char __b10, char __b9, char __b8,
                                 char __b7, char __b6, char __b5, char __b4, char __b3, char __b2, char __b1, char __b0) {
  return (__m128i)(__v16qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7, __b8, __b9, __b10, __b11, __b12, __b13, __b14, __b15};
}
__ILCC_SSE2 __m128i _mm_set1_epi64x(long long __q) { return (__m128i){__q, __q}; }
__ILCC_SSE2 __m128i _mm_set1_epi64(__m64 __q) { return _mm_set1_epi64x((long long)__q); }
__ILCC_SSE2 __m128i _mm_set1_epi32(int __i) { return (__m128i)(__v4si){__i, __i, __i, __i}; }
__ILCC_SSE2 __m128i _mm_set1_epi16(short __w) { return (__m128i)(__v8hi){__w, __w, __w, __w, __w, __w, __w, __w}; }
__ILCC_SSE2 __m128i _mm_set1_epi8(char __b) {
  return (__m128i)(__v16qi){__b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b};
}
__ILCC_SSE2 __m128i _mm_setr_epi64(__m64 __q0, __m64 __q1) { return (__m128i){(long long)__q0, (long long)__q1}; }
__ILCC_SSE2 __m128i _mm_setr_epi32(int __i0, int __i1, int __i2, int __i3) { return (__m128i)(__v4si){__i0, __i1, __i2, __i3}; }
__ILCC_SSE2 __m128i _mm_setr_epi16(short __w0, short __w1, short __w2, short __w3, short __w4, short __w5, short __w6, short __w7) {
  return (__m128i)(__v8hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7};
}
__ILCC_SSE2 __m128i _mm_setr_epi8(char __b0, char __b1, char __b2, char __b3, char __b4, char __b5, char __b6, char __b7,
                                  char __b8, char __b9, char __b10, char __b11, char __b12, char __b13, char __b14, char __b15) {
  return (__m128i)(__v16qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7, __b8, __b9, __b10, __b11, __b12, __b13, __b14, __b15};
}
__ILCC_SSE2 __m128i _mm_move_epi64(__m128i __a) { return (__m128i){__a[0], 0}; }
__ILCC_SSE2 __m64 _mm_movepi64_pi64(__m128i __a) { return (__m64)__a[0]; }
__ILCC_SSE2 __m128i _mm_movpi64_epi64(__m64 __a) { return (__m128i){(long long)__a, 0}; }

/* Integer arithmetic */
__ILCC_SSE2 __m128i _mm_add_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a + (__v16qu)__b); }
__ILCC_SSE2 __m128i _mm_add_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a + (__v8hu)__b); }
__ILCC_SSE2 __m128i _mm_add_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a + (__v4su)__b); }
__ILCC_SSE2 __m128i _mm_add_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a + (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_adds_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_adds((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_adds_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_adds((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_adds_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_addus((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_adds_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_addus((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_sub_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a - (__v16qu)__b); }
__ILCC_SSE2 __m128i _mm_sub_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a - (__v8hu)__b); }
__ILCC_SSE2 __m128i _mm_sub_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a - (__v4su)__b); }
__ILCC_SSE2 __m128i _mm_sub_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a - (__v2du)__b); }
__ILCC_SSE2 __m128i _mm_subs_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_subs((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_subs_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_subs((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_subs_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_subus((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_subs_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_subus((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_avg_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_avg((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_avg_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_avg((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_madd_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_madd((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_max_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxs((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_max_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxu((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_min_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mins((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_min_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_minu((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_mulhi_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mulhi((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_mulhi_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mulhiu((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_mullo_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a * (__v8hu)__b); }
__ILCC_SSE2 __m128i _mm_mul_epu32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_muleu((__v4si)__a, (__v4si)__b); }
__ILCC_SSE2 __m64 _mm_mul_su32(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_muleu((__v2si)__a, (__v2si)__b); }
__ILCC_SSE2 __m128i _mm_sad_epu8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_sad((__v16qi)__a, (__v16qi)__b); }

/* Shifts: counts of the element width or more give 0 (arithmetic: the sign) */
__ILCC_SSE2 __m128i _mm_sll_epi16(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psll((__v8hi)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_sll_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psll((__v4si)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_sll_epi64(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psll((__v2di)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_slli_epi16(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psll((__v8hi)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_slli_epi32(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psll((__v4si)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_slli_epi64(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psll((__v2di)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_srl_epi16(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrl((__v8hi)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_srl_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrl((__v4si)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_srl_epi64(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrl((__v2di)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_srli_epi16(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psrl((__v8hi)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_srli_epi32(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psrl((__v4si)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_srli_epi64(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psrl((__v2di)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_sra_epi16(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psra((__v8hi)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_sra_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psra((__v4si)__a, __c[0]); }
__ILCC_SSE2 __m128i _mm_srai_epi16(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psra((__v8hi)__a, (unsigned)__c); }
__ILCC_SSE2 __m128i _mm_srai_epi32(__m128i __a, int __c) { return (__m128i)__builtin_ia32_psra((__v4si)__a, (unsigned)__c); }
#define _mm_slli_si128(a, imm) ((__m128i)__builtin_ia32_pslldq((__v16qi)(__m128i)(a), (imm) & 0xff))
#define _mm_srli_si128(a, imm) ((__m128i)__builtin_ia32_psrldq((__v16qi)(__m128i)(a), (imm) & 0xff))
#define _mm_bslli_si128(a, imm) _mm_slli_si128(a, imm)
#define _mm_bsrli_si128(a, imm) _mm_srli_si128(a, imm)

/* Integer comparisons */
__ILCC_SSE2 __m128i _mm_cmpeq_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qi)__a == (__v16qi)__b); }
__ILCC_SSE2 __m128i _mm_cmpeq_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a == (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_cmpeq_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a == (__v4si)__b); }
__ILCC_SSE2 __m128i _mm_cmpgt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a > (__v16qs)__b); }
__ILCC_SSE2 __m128i _mm_cmpgt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a > (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_cmpgt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a > (__v4si)__b); }
__ILCC_SSE2 __m128i _mm_cmplt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a < (__v16qs)__b); }
__ILCC_SSE2 __m128i _mm_cmplt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a < (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_cmplt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a < (__v4si)__b); }

/* Packing, unpacking, shuffles */
__ILCC_SSE2 __m128i _mm_packs_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_packs((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_packs_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_packs((__v4si)__a, (__v4si)__b); }
__ILCC_SSE2 __m128i _mm_packus_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_packus((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE2 __m128i _mm_unpackhi_epi8(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v16qi)__a, (__v16qi)__b,
                                    (__v16qi){8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31});
}
__ILCC_SSE2 __m128i _mm_unpackhi_epi16(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v8hi)__a, (__v8hi)__b, (__v8hi){4, 12, 5, 13, 6, 14, 7, 15});
}
__ILCC_SSE2 __m128i _mm_unpackhi_epi32(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v4si)__a, (__v4si)__b, (__v4si){2, 6, 3, 7});
}
__ILCC_SSE2 __m128i _mm_unpackhi_epi64(__m128i __a, __m128i __b) { return (__m128i)__builtin_shuffle((__v2di)__a, (__v2di)__b, (__v2di){1, 3}); }
__ILCC_SSE2 __m128i _mm_unpacklo_epi8(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v16qi)__a, (__v16qi)__b,
                                    (__v16qi){0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23});
}
__ILCC_SSE2 __m128i _mm_unpacklo_epi16(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v8hi)__a, (__v8hi)__b, (__v8hi){0, 8, 1, 9, 2, 10, 3, 11});
}
__ILCC_SSE2 __m128i _mm_unpacklo_epi32(__m128i __a, __m128i __b) {
  return (__m128i)__builtin_shuffle((__v4si)__a, (__v4si)__b, (__v4si){0, 4, 1, 5});
}
__ILCC_SSE2 __m128i _mm_unpacklo_epi64(__m128i __a, __m128i __b) { return (__m128i)__builtin_shuffle((__v2di)__a, (__v2di)__b, (__v2di){0, 2}); }
__ILCC_SSE2 __m128d _mm_unpackhi_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_shuffle((__v2df)__a, (__v2df)__b, (__v2di){1, 3}); }
__ILCC_SSE2 __m128d _mm_unpacklo_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_shuffle((__v2df)__a, (__v2df)__b, (__v2di){0, 2}); }
#define _mm_shuffle_epi32(a, imm)                                                                   \
  ((__m128i)__builtin_shuffle((__v4si)(__m128i)(a), (__v4si){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3}))
#define _mm_shufflelo_epi16(a, imm)                                                                 \
  ((__m128i)__builtin_shuffle((__v8hi)(__m128i)(a),                                                \
                              (__v8hi){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3, 4, 5, 6, 7}))
#define _mm_shufflehi_epi16(a, imm)                                                                 \
  ((__m128i)__builtin_shuffle((__v8hi)(__m128i)(a), (__v8hi){0, 1, 2, 3, 4 + ((imm) & 3), 4 + (((imm) >> 2) & 3), \
                                                             4 + (((imm) >> 4) & 3), 4 + (((imm) >> 6) & 3)}))
#define _mm_shuffle_pd(a, b, imm)                                                                   \
  ((__m128d)__builtin_shuffle((__v2df)(__m128d)(a), (__v2df)(__m128d)(b), (__v2di){(imm) & 1, (((imm) >> 1) & 1) + 2}))
#define _mm_extract_epi16(a, imm) ((int)(unsigned short)((__v8hi)(__m128i)(a))[(imm) & 7])
#define _mm_insert_epi16(a, d, imm)                                                                 \
  ((__m128i)__builtin_shuffle((__v8hi)(__m128i)(a), (__v8hi){(short)(d), (short)(d), (short)(d), (short)(d), (short)(d), (short)(d), (short)(d), (short)(d)}, \
                              (__v8hi){0 + 8 * (((imm) & 7) == 0), 1 + 8 * (((imm) & 7) == 1), 2 + 8 * (((imm) & 7) == 2), 3 + 8 * (((imm) & 7) == 3), \
                                       4 + 8 * (((imm) & 7) == 4), 5 + 8 * (((imm) & 7) == 5), 6 + 8 * (((imm) & 7) == 6), 7 + 8 * (((imm) & 7) == 7)}))
__ILCC_SSE2 int _mm_movemask_epi8(__m128i __a) { return __builtin_ia32_pmovmskb((__v16qi)__a); }
__ILCC_SSE2 int _mm_movemask_pd(__m128d __a) { return __builtin_ia32_movmsk((__v2df)__a); }

/* Casts (the bits kept) */
__ILCC_SSE2 __m128 _mm_castpd_ps(__m128d __a) { return (__m128)__a; }
__ILCC_SSE2 __m128i _mm_castpd_si128(__m128d __a) { return (__m128i)__a; }
__ILCC_SSE2 __m128d _mm_castps_pd(__m128 __a) { return (__m128d)__a; }
__ILCC_SSE2 __m128i _mm_castps_si128(__m128 __a) { return (__m128i)__a; }
__ILCC_SSE2 __m128 _mm_castsi128_ps(__m128i __a) { return (__m128)__a; }
__ILCC_SSE2 __m128d _mm_castsi128_pd(__m128i __a) { return (__m128d)__a; }

#endif
