/* avxintrin.h — ilcc's compiler header: the AVX intrinsics (__m256, __m256d, __m256i),
   included by <immintrin.h>; written from Intel's documented semantics on GNU vectors and
   ilcc's __builtin_ia32_* builtins (docs/simd.md). */
#ifndef __ILCC_IMMINTRIN_H
#error "Never use <avxintrin.h> directly; include <immintrin.h> instead."
#endif
#ifndef __ILCC_AVXINTRIN_H
#define __ILCC_AVXINTRIN_H

typedef float __m256 __attribute__((__vector_size__(32), __may_alias__));
typedef double __m256d __attribute__((__vector_size__(32), __may_alias__));
typedef long long __m256i __attribute__((__vector_size__(32), __may_alias__));
typedef float __m256_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef double __m256d_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef long long __m256i_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef float __v8sf __attribute__((__vector_size__(32)));
typedef double __v4df __attribute__((__vector_size__(32)));
typedef long long __v4di __attribute__((__vector_size__(32)));
typedef unsigned long long __v4du __attribute__((__vector_size__(32)));
typedef int __v8si __attribute__((__vector_size__(32)));
typedef unsigned int __v8su __attribute__((__vector_size__(32)));
typedef short __v16hi __attribute__((__vector_size__(32)));
typedef unsigned short __v16hu __attribute__((__vector_size__(32)));
typedef char __v32qi __attribute__((__vector_size__(32)));
typedef signed char __v32qs __attribute__((__vector_size__(32)));
typedef unsigned char __v32qu __attribute__((__vector_size__(32)));

#define __ILCC_AVX static __inline__ __attribute__((__always_inline__, __artificial__, __target__("avx")))

/* Arithmetic */
__ILCC_AVX __m256 _mm256_add_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a + (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_add_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a + (__v4df)__b); }
__ILCC_AVX __m256 _mm256_sub_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a - (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_sub_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a - (__v4df)__b); }
__ILCC_AVX __m256 _mm256_mul_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a * (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_mul_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a * (__v4df)__b); }
__ILCC_AVX __m256 _mm256_div_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a / (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_div_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a / (__v4df)__b); }
__ILCC_AVX __m256 _mm256_addsub_ps(__m256 __a, __m256 __b) { return (__m256)__builtin_ia32_addsub((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_addsub_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_ia32_addsub((__v4df)__a, (__v4df)__b); }
__ILCC_AVX __m256 _mm256_hadd_ps(__m256 __a, __m256 __b) { return (__m256)__builtin_ia32_hadd((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_hadd_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_ia32_hadd((__v4df)__a, (__v4df)__b); }
__ILCC_AVX __m256 _mm256_hsub_ps(__m256 __a, __m256 __b) { return (__m256)__builtin_ia32_hsub((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_hsub_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_ia32_hsub((__v4df)__a, (__v4df)__b); }
__ILCC_AVX __m256 _mm256_max_ps(__m256 __a, __m256 __b) { return (__m256)__builtin_ia32_max((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_max_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_ia32_max((__v4df)__a, (__v4df)__b); }
__ILCC_AVX __m256 _mm256_min_ps(__m256 __a, __m256 __b) { return (__m256)__builtin_ia32_min((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX __m256d _mm256_min_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_ia32_min((__v4df)__a, (__v4df)__b); }
__ILCC_AVX __m256 _mm256_sqrt_ps(__m256 __a) { return (__m256)__builtin_ia32_sqrt((__v8sf)__a); }
__ILCC_AVX __m256d _mm256_sqrt_pd(__m256d __a) { return (__m256d)__builtin_ia32_sqrt((__v4df)__a); }
__ILCC_AVX __m256 _mm256_rcp_ps(__m256 __a) { return (__m256)__builtin_ia32_rcp((__v8sf)__a); }
__ILCC_AVX __m256 _mm256_rsqrt_ps(__m256 __a) { return (__m256)__builtin_ia32_rsqrt((__v8sf)__a); }
#define _mm256_dp_ps(a, b, imm) ((__m256)__builtin_ia32_dp((__v8sf)(__m256)(a), (__v8sf)(__m256)(b), (imm)))
#define _mm256_round_ps(a, imm) ((__m256)__builtin_ia32_round((__v8sf)(__m256)(a), (imm)))
#define _mm256_round_pd(a, imm) ((__m256d)__builtin_ia32_round((__v4df)(__m256d)(a), (imm)))
#define _mm256_ceil_ps(a) _mm256_round_ps((a), _MM_FROUND_CEIL)
#define _mm256_ceil_pd(a) _mm256_round_pd((a), _MM_FROUND_CEIL)
#define _mm256_floor_ps(a) _mm256_round_ps((a), _MM_FROUND_FLOOR)
#define _mm256_floor_pd(a) _mm256_round_pd((a), _MM_FROUND_FLOOR)

/* Logical */
__ILCC_AVX __m256 _mm256_and_ps(__m256 __a, __m256 __b) { return (__m256)((__v8su)__a & (__v8su)__b); }
__ILCC_AVX __m256d _mm256_and_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4du)__a & (__v4du)__b); }
__ILCC_AVX __m256 _mm256_andnot_ps(__m256 __a, __m256 __b) { return (__m256)(~(__v8su)__a & (__v8su)__b); }
__ILCC_AVX __m256d _mm256_andnot_pd(__m256d __a, __m256d __b) { return (__m256d)(~(__v4du)__a & (__v4du)__b); }
__ILCC_AVX __m256 _mm256_or_ps(__m256 __a, __m256 __b) { return (__m256)((__v8su)__a | (__v8su)__b); }
__ILCC_AVX __m256d _mm256_or_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4du)__a | (__v4du)__b); }
__ILCC_AVX __m256 _mm256_xor_ps(__m256 __a, __m256 __b) { return (__m256)((__v8su)__a ^ (__v8su)__b); }
__ILCC_AVX __m256d _mm256_xor_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4du)__a ^ (__v4du)__b); }

/* Blends */
#define _mm256_blend_ps(a, b, imm)                                                                  \
  ((__m256)__builtin_shuffle((__v8sf)(__m256)(a), (__v8sf)(__m256)(b),                             \
                             (__v8si){0 + 8 * (((imm) >> 0) & 1), 1 + 8 * (((imm) >> 1) & 1), 2 + 8 * (((imm) >> 2) & 1), \
                                      3 + 8 * (((imm) >> 3) & 1), 4 + 8 * (((imm) >> 4) & 1), 5 + 8 * (((imm) >> 5) & 1), \
                                      6 + 8 * (((imm) >> 6) & 1), 7 + 8 * (((imm) >> 7) & 1)}))
#define _mm256_blend_pd(a, b, imm)                                                                  \
  ((__m256d)__builtin_shuffle((__v4df)(__m256d)(a), (__v4df)(__m256d)(b),                          \
                              (__v4di){0 + 4 * (((imm) >> 0) & 1), 1 + 4 * (((imm) >> 1) & 1), 2 + 4 * (((imm) >> 2) & 1), \
                                       3 + 4 * (((imm) >> 3) & 1)}))
__ILCC_AVX __m256 _mm256_blendv_ps(__m256 __a, __m256 __b, __m256 __m) { return (__m256)__builtin_ia32_blendv((__v8sf)__a, (__v8sf)__b, (__v8sf)__m); }
__ILCC_AVX __m256d _mm256_blendv_pd(__m256d __a, __m256d __b, __m256d __m) {
  return (__m256d)__builtin_ia32_blendv((__v4df)__a, (__v4df)__b, (__v4df)__m);
}

/* Comparisons with the 32 AVX predicates */
#define _CMP_EQ_OQ 0x00
#define _CMP_LT_OS 0x01
#define _CMP_LE_OS 0x02
#define _CMP_UNORD_Q 0x03
#define _CMP_NEQ_UQ 0x04
#define _CMP_NLT_US 0x05
#define _CMP_NLE_US 0x06
#define _CMP_ORD_Q 0x07
#define _CMP_EQ_UQ 0x08
#define _CMP_NGE_US 0x09
#define _CMP_NGT_US 0x0a
#define _CMP_FALSE_OQ 0x0b
#define _CMP_NEQ_OQ 0x0c
#define _CMP_GE_OS 0x0d
#define _CMP_GT_OS 0x0e
#define _CMP_TRUE_UQ 0x0f
#define _CMP_EQ_OS 0x10
#define _CMP_LT_OQ 0x11
#define _CMP_LE_OQ 0x12
#define _CMP_UNORD_S 0x13
#define _CMP_NEQ_US 0x14
#define _CMP_NLT_UQ 0x15
#define _CMP_NLE_UQ 0x16
#define _CMP_ORD_S 0x17
#define _CMP_EQ_US 0x18
#define _CMP_NGE_UQ 0x19
#define _CMP_NGT_UQ 0x1a
#define _CMP_FALSE_OS 0x1b
#define _CMP_NEQ_OS 0x1c
#define _CMP_GE_OQ 0x1d
#define _CMP_GT_OQ 0x1e
#define _CMP_TRUE_US 0x1f
#define _mm256_cmp_ps(a, b, p) ((__m256)__builtin_ia32_cmp_avx((__v8sf)(__m256)(a), (__v8sf)(__m256)(b), (p)))
#define _mm256_cmp_pd(a, b, p) ((__m256d)__builtin_ia32_cmp_avx((__v4df)(__m256d)(a), (__v4df)(__m256d)(b), (p)))
#define _mm_cmp_ps(a, b, p) ((__m128)__builtin_ia32_cmp_avx((__v4sf)(__m128)(a), (__v4sf)(__m128)(b), (p)))
#define _mm_cmp_pd(a, b, p) ((__m128d)__builtin_ia32_cmp_avx((__v2df)(__m128d)(a), (__v2df)(__m128d)(b), (p)))
#define _mm_cmp_ss(a, b, p) __ILCC_MOVSS((a), _mm_cmp_ps((a), (b), (p)))
#define _mm_cmp_sd(a, b, p) __ILCC_MOVSD((a), _mm_cmp_pd((a), (b), (p)))

/* Conversions */
__ILCC_AVX __m256d _mm256_cvtepi32_pd(__m128i __a) { return (__m256d)__builtin_convertvector((__v4si)__a, __v4df); }
__ILCC_AVX __m256 _mm256_cvtepi32_ps(__m256i __a) { return (__m256)__builtin_convertvector((__v8si)__a, __v8sf); }
__ILCC_AVX __m128 _mm256_cvtpd_ps(__m256d __a) { return (__m128)__builtin_convertvector((__v4df)__a, __v4sf); }
__ILCC_AVX __m256i _mm256_cvtps_epi32(__m256 __a) { return (__m256i)__builtin_ia32_cvt2dq((__v8sf)__a); }
__ILCC_AVX __m256d _mm256_cvtps_pd(__m128 __a) { return (__m256d)__builtin_convertvector((__v4sf)__a, __v4df); }
__ILCC_AVX __m128i _mm256_cvtpd_epi32(__m256d __a) { return (__m128i)__builtin_ia32_cvt2dq((__v4df)__a); }
__ILCC_AVX __m128i _mm256_cvttpd_epi32(__m256d __a) { return (__m128i)__builtin_convertvector((__v4df)__a, __v4si); }
__ILCC_AVX __m256i _mm256_cvttps_epi32(__m256 __a) { return (__m256i)__builtin_convertvector((__v8sf)__a, __v8si); }
__ILCC_AVX float _mm256_cvtss_f32(__m256 __a) { return __a[0]; }
__ILCC_AVX double _mm256_cvtsd_f64(__m256d __a) { return __a[0]; }
__ILCC_AVX int _mm256_cvtsi256_si32(__m256i __a) { return ((__v8si)__a)[0]; }

/* Shuffles within each 128-bit lane, and across them */
__ILCC_AVX __m256 _mm256_movehdup_ps(__m256 __a) { return (__m256)__builtin_shuffle((__v8sf)__a, (__v8si){1, 1, 3, 3, 5, 5, 7, 7}); }
__ILCC_AVX __m256 _mm256_moveldup_ps(__m256 __a) { return (__m256)__builtin_shuffle((__v8sf)__a, (__v8si){0, 0, 2, 2, 4, 4, 6, 6}); }
__ILCC_AVX __m256d _mm256_movedup_pd(__m256d __a) { return (__m256d)__builtin_shuffle((__v4df)__a, (__v4di){0, 0, 2, 2}); }
__ILCC_AVX __m256 _mm256_unpackhi_ps(__m256 __a, __m256 __b) {
  return (__m256)__builtin_shuffle((__v8sf)__a, (__v8sf)__b, (__v8si){2, 10, 3, 11, 6, 14, 7, 15});
}
__ILCC_AVX __m256 _mm256_unpacklo_ps(__m256 __a, __m256 __b) {
  return (__m256)__builtin_shuffle((__v8sf)__a, (__v8sf)__b, (__v8si){0, 8, 1, 9, 4, 12, 5, 13});
}
__ILCC_AVX __m256d _mm256_unpackhi_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_shuffle((__v4df)__a, (__v4df)__b, (__v4di){1, 5, 3, 7}); }
__ILCC_AVX __m256d _mm256_unpacklo_pd(__m256d __a, __m256d __b) { return (__m256d)__builtin_shuffle((__v4df)__a, (__v4df)__b, (__v4di){0, 4, 2, 6}); }
#define _mm256_shuffle_ps(a, b, imm)                                                                \
  ((__m256)__builtin_shuffle((__v8sf)(__m256)(a), (__v8sf)(__m256)(b),                             \
                             (__v8si){(imm) & 3, ((imm) >> 2) & 3, (((imm) >> 4) & 3) + 8, (((imm) >> 6) & 3) + 8, \
                                      4 + ((imm) & 3), 4 + (((imm) >> 2) & 3), (((imm) >> 4) & 3) + 12, (((imm) >> 6) & 3) + 12}))
#define _mm256_shuffle_pd(a, b, imm)                                                                \
  ((__m256d)__builtin_shuffle((__v4df)(__m256d)(a), (__v4df)(__m256d)(b),                          \
                              (__v4di){(imm) & 1, (((imm) >> 1) & 1) + 4, 2 + (((imm) >> 2) & 1), (((imm) >> 3) & 1) + 6}))
#define _mm_permute_ps(a, imm)                                                                      \
  ((__m128)__builtin_shuffle((__v4sf)(__m128)(a), (__v4si){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3}))
#define _mm_permute_pd(a, imm) ((__m128d)__builtin_shuffle((__v2df)(__m128d)(a), (__v2di){(imm) & 1, ((imm) >> 1) & 1}))
#define _mm256_permute_ps(a, imm)                                                                   \
  ((__m256)__builtin_shuffle((__v8sf)(__m256)(a), (__v8si){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3, \
                                                           4 + ((imm) & 3), 4 + (((imm) >> 2) & 3), 4 + (((imm) >> 4) & 3), 4 + (((imm) >> 6) & 3)}))
#define _mm256_permute_pd(a, imm)                                                                   \
  ((__m256d)__builtin_shuffle((__v4df)(__m256d)(a), (__v4di){(imm) & 1, ((imm) >> 1) & 1, 2 + (((imm) >> 2) & 1), 2 + (((imm) >> 3) & 1)}))
__ILCC_AVX __m128 _mm_permutevar_ps(__m128 __a, __m128i __c) { return (__m128)__builtin_ia32_permilvar((__v4sf)__a, (__v4si)__c); }
__ILCC_AVX __m128d _mm_permutevar_pd(__m128d __a, __m128i __c) { return (__m128d)__builtin_ia32_permilvar((__v2df)__a, (__v2di)__c); }
__ILCC_AVX __m256 _mm256_permutevar_ps(__m256 __a, __m256i __c) { return (__m256)__builtin_ia32_permilvar((__v8sf)__a, (__v8si)__c); }
__ILCC_AVX __m256d _mm256_permutevar_pd(__m256d __a, __m256i __c) { return (__m256d)__builtin_ia32_permilvar((__v4df)__a, (__v4di)__c); }
/* vperm2f128: each half of the result a half of a or b (imm bits 0-1, 4-5) or zero (bits 3, 7) */
#define __ILCC_PERM2(imm, h, k, n) ((((imm) >> (4 * (h))) & 3) * (n) + (k))
#define __ILCC_ZERO2(imm, h, k, n) ((((imm) >> (4 * (h) + 3)) & 1) ? 2 * (n) + (k) : (h) * (n) + (k))
#define _mm256_permute2f128_ps(a, b, imm)                                                           \
  ((__m256)__builtin_shufflevector(                                                                \
      __builtin_shufflevector((__v8sf)(__m256)(a), (__v8sf)(__m256)(b), __ILCC_PERM2(imm, 0, 0, 4), __ILCC_PERM2(imm, 0, 1, 4), \
                              __ILCC_PERM2(imm, 0, 2, 4), __ILCC_PERM2(imm, 0, 3, 4), __ILCC_PERM2(imm, 1, 0, 4), \
                              __ILCC_PERM2(imm, 1, 1, 4), __ILCC_PERM2(imm, 1, 2, 4), __ILCC_PERM2(imm, 1, 3, 4)), \
      (__v8sf){0, 0, 0, 0, 0, 0, 0, 0}, __ILCC_ZERO2(imm, 0, 0, 4), __ILCC_ZERO2(imm, 0, 1, 4), __ILCC_ZERO2(imm, 0, 2, 4), \
      __ILCC_ZERO2(imm, 0, 3, 4), __ILCC_ZERO2(imm, 1, 0, 4), __ILCC_ZERO2(imm, 1, 1, 4), __ILCC_ZERO2(imm, 1, 2, 4), \
      __ILCC_ZERO2(imm, 1, 3, 4)))
#define _mm256_permute2f128_pd(a, b, imm) ((__m256d)_mm256_permute2f128_ps((__m256)(__m256d)(a), (__m256)(__m256d)(b), (imm)))
#define _mm256_permute2f128_si256(a, b, imm) ((__m256i)_mm256_permute2f128_ps((__m256)(__m256i)(a), (__m256)(__m256i)(b), (imm)))

/* 128-bit halves */
#define _mm256_extractf128_ps(a, imm)                                                               \
  ((__m128)__builtin_shufflevector((__v8sf)(__m256)(a), (__v8sf)(__m256)(a), 4 * ((imm) & 1), 4 * ((imm) & 1) + 1, \
                                   4 * ((imm) & 1) + 2, 4 * ((imm) & 1) + 3))
#define _mm256_extractf128_pd(a, imm) ((__m128d)_mm256_extractf128_ps((__m256)(__m256d)(a), (imm)))
#define _mm256_extractf128_si256(a, imm) ((__m128i)_mm256_extractf128_ps((__m256)(__m256i)(a), (imm)))
#define _mm256_insertf128_ps(a, b, imm)                                                             \
  ((__m256)__builtin_shufflevector((__v8sf)(__m256)(a), (__v8sf)_mm256_castps128_ps256((__m128)(b)),                      \
                                   ((imm) & 1) ? 0 : 8, ((imm) & 1) ? 1 : 9, ((imm) & 1) ? 2 : 10, ((imm) & 1) ? 3 : 11, \
                                   ((imm) & 1) ? 8 : 4, ((imm) & 1) ? 9 : 5, ((imm) & 1) ? 10 : 6, ((imm) & 1) ? 11 : 7))
#define _mm256_insertf128_pd(a, b, imm) ((__m256d)_mm256_insertf128_ps((__m256)(__m256d)(a), (__m128)(__m128d)(b), (imm)))
#define _mm256_insertf128_si256(a, b, imm) ((__m256i)_mm256_insertf128_ps((__m256)(__m256i)(a), (__m128)(__m128i)(b), (imm)))
/* (The upper half is undefined: zero, as the VEX instructions leave it.) */
__ILCC_AVX __m256 _mm256_castps128_ps256(__m128 __a) { return (__m256)__builtin_shufflevector((__v4sf)__a, (__v4sf){0, 0, 0, 0}, 0, 1, 2, 3, 4, 5, 6, 7); }
__ILCC_AVX __m256d _mm256_castpd128_pd256(__m128d __a) { return (__m256d)_mm256_castps128_ps256((__m128)__a); }
__ILCC_AVX __m256i _mm256_castsi128_si256(__m128i __a) { return (__m256i)_mm256_castps128_ps256((__m128)__a); }
__ILCC_AVX __m256 _mm256_zextps128_ps256(__m128 __a) { return (__m256)__builtin_shufflevector((__v4sf)__a, (__v4sf){0, 0, 0, 0}, 0, 1, 2, 3, 4, 5, 6, 7); }
__ILCC_AVX __m256d _mm256_zextpd128_pd256(__m128d __a) { return (__m256d)_mm256_zextps128_ps256((__m128)__a); }
__ILCC_AVX __m256i _mm256_zextsi128_si256(__m128i __a) { return (__m256i)_mm256_zextps128_ps256((__m128)__a); }
__ILCC_AVX __m128 _mm256_castps256_ps128(__m256 __a) { return (__m128)__builtin_shufflevector((__v8sf)__a, (__v8sf)__a, 0, 1, 2, 3); }
__ILCC_AVX __m128d _mm256_castpd256_pd128(__m256d __a) { return (__m128d)_mm256_castps256_ps128((__m256)__a); }
__ILCC_AVX __m128i _mm256_castsi256_si128(__m256i __a) { return (__m128i)_mm256_castps256_ps128((__m256)__a); }
__ILCC_AVX __m256d _mm256_castps_pd(__m256 __a) { return (__m256d)__a; }
__ILCC_AVX __m256i _mm256_castps_si256(__m256 __a) { return (__m256i)__a; }
__ILCC_AVX __m256 _mm256_castpd_ps(__m256d __a) { return (__m256)__a; }
__ILCC_AVX __m256i _mm256_castpd_si256(__m256d __a) { return (__m256i)__a; }
__ILCC_AVX __m256 _mm256_castsi256_ps(__m256i __a) { return (__m256)__a; }
__ILCC_AVX __m256d _mm256_castsi256_pd(__m256i __a) { return (__m256d)__a; }
__ILCC_AVX __m256 _mm256_set_m128(__m128 __hi, __m128 __lo) { return (__m256)__builtin_shufflevector((__v4sf)__lo, (__v4sf)__hi, 0, 1, 2, 3, 4, 5, 6, 7); }
__ILCC_AVX __m256d _mm256_set_m128d(__m128d __hi, __m128d __lo) { return (__m256d)_mm256_set_m128((__m128)__hi, (__m128)__lo); }
__ILCC_AVX __m256i _mm256_set_m128i(__m128i __hi, __m128i __lo) { return (__m256i)_mm256_set_m128((__m128)__hi, (__m128)__lo); }
__ILCC_AVX __m256 _mm256_setr_m128(__m128 __lo, __m128 __hi) { return _mm256_set_m128(__hi, __lo); }
__ILCC_AVX __m256d _mm256_setr_m128d(__m128d __lo, __m128d __hi) { return _mm256_set_m128d(__hi, __lo); }
__ILCC_AVX __m256i _mm256_setr_m128i(__m128i __lo, __m128i __hi) { return _mm256_set_m128i(__hi, __lo); }

/* Elements */
#define _mm256_extract_epi8(a, imm) ((int)(unsigned char)((__v32qi)(__m256i)(a))[(imm) & 31])
#define _mm256_extract_epi16(a, imm) ((int)(unsigned short)((__v16hi)(__m256i)(a))[(imm) & 15])
#define _mm256_extract_epi32(a, imm) ((int)((__v8si)(__m256i)(a))[(imm) & 7])
#define _mm256_extract_epi64(a, imm) ((long long)((__v4di)(__m256i)(a))[(imm) & 3])
#define _mm256_insert_epi8(a, d, imm) (__extension__({ __v32qi __v = (__v32qi)(__m256i)(a); __v[(imm) & 31] = (char)(d); (__m256i)__v; }))
#define _mm256_insert_epi16(a, d, imm) (__extension__({ __v16hi __v = (__v16hi)(__m256i)(a); __v[(imm) & 15] = (short)(d); (__m256i)__v; }))
#define _mm256_insert_epi32(a, d, imm) (__extension__({ __v8si __v = (__v8si)(__m256i)(a); __v[(imm) & 7] = (int)(d); (__m256i)__v; }))
#define _mm256_insert_epi64(a, d, imm) (__extension__({ __v4di __v = (__v4di)(__m256i)(a); __v[(imm) & 3] = (long long)(d); (__m256i)__v; }))
__ILCC_AVX int _mm256_movemask_ps(__m256 __a) { return __builtin_ia32_movmsk((__v8sf)__a); }
__ILCC_AVX int _mm256_movemask_pd(__m256d __a) { return __builtin_ia32_movmsk((__v4df)__a); }

/* Tests (ps/pd: the sign bits) */
__ILCC_AVX int _mm_testz_ps(__m128 __a, __m128 __b) { return __builtin_ia32_vtestz((__v4sf)__a, (__v4sf)__b); }
__ILCC_AVX int _mm_testc_ps(__m128 __a, __m128 __b) { return __builtin_ia32_vtestc((__v4sf)__a, (__v4sf)__b); }
__ILCC_AVX int _mm_testnzc_ps(__m128 __a, __m128 __b) { return __builtin_ia32_vtestnzc((__v4sf)__a, (__v4sf)__b); }
__ILCC_AVX int _mm_testz_pd(__m128d __a, __m128d __b) { return __builtin_ia32_vtestz((__v2df)__a, (__v2df)__b); }
__ILCC_AVX int _mm_testc_pd(__m128d __a, __m128d __b) { return __builtin_ia32_vtestc((__v2df)__a, (__v2df)__b); }
__ILCC_AVX int _mm_testnzc_pd(__m128d __a, __m128d __b) { return __builtin_ia32_vtestnzc((__v2df)__a, (__v2df)__b); }
__ILCC_AVX int _mm256_testz_ps(__m256 __a, __m256 __b) { return __builtin_ia32_vtestz((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX int _mm256_testc_ps(__m256 __a, __m256 __b) { return __builtin_ia32_vtestc((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX int _mm256_testnzc_ps(__m256 __a, __m256 __b) { return __builtin_ia32_vtestnzc((__v8sf)__a, (__v8sf)__b); }
__ILCC_AVX int _mm256_testz_pd(__m256d __a, __m256d __b) { return __builtin_ia32_vtestz((__v4df)__a, (__v4df)__b); }
__ILCC_AVX int _mm256_testc_pd(__m256d __a, __m256d __b) { return __builtin_ia32_vtestc((__v4df)__a, (__v4df)__b); }
__ILCC_AVX int _mm256_testnzc_pd(__m256d __a, __m256d __b) { return __builtin_ia32_vtestnzc((__v4df)__a, (__v4df)__b); }
__ILCC_AVX int _mm256_testz_si256(__m256i __a, __m256i __b) { return __builtin_ia32_ptestz((__v4di)__a, (__v4di)__b); }
__ILCC_AVX int _mm256_testc_si256(__m256i __a, __m256i __b) { return __builtin_ia32_ptestc((__v4di)__a, (__v4di)__b); }
__ILCC_AVX int _mm256_testnzc_si256(__m256i __a, __m256i __b) { return __builtin_ia32_ptestnzc((__v4di)__a, (__v4di)__b); }

/* Loads and stores */
__ILCC_AVX __m256 _mm256_load_ps(const float* __p) { return *(const __m256*)__p; }
__ILCC_AVX __m256d _mm256_load_pd(const double* __p) { return *(const __m256d*)__p; }
__ILCC_AVX __m256i _mm256_load_si256(const __m256i* __p) { return *__p; }
__ILCC_AVX __m256 _mm256_loadu_ps(const float* __p) { return *(const __m256_u*)__p; }
__ILCC_AVX __m256d _mm256_loadu_pd(const double* __p) { return *(const __m256d_u*)__p; }
__ILCC_AVX __m256i _mm256_loadu_si256(const __m256i_u* __p) { return *__p; }
__ILCC_AVX __m256i _mm256_lddqu_si256(const __m256i_u* __p) { return *__p; }
__ILCC_AVX void _mm256_store_ps(float* __p, __m256 __a) { *(__m256*)__p = __a; }
__ILCC_AVX void _mm256_store_pd(double* __p, __m256d __a) { *(__m256d*)__p = __a; }
__ILCC_AVX void _mm256_store_si256(__m256i* __p, __m256i __a) { *__p = __a; }
__ILCC_AVX void _mm256_storeu_ps(float* __p, __m256 __a) { *(__m256_u*)__p = __a; }
__ILCC_AVX void _mm256_storeu_pd(double* __p, __m256d __a) { *(__m256d_u*)__p = __a; }
__ILCC_AVX void _mm256_storeu_si256(__m256i_u* __p, __m256i __a) { *__p = __a; }
__ILCC_AVX __m256 _mm256_loadu2_m128(const float* __hi, const float* __lo) { return _mm256_set_m128(_mm_loadu_ps(__hi), _mm_loadu_ps(__lo)); }
__ILCC_AVX __m256d _mm256_loadu2_m128d(const double* __hi, const double* __lo) { return _mm256_set_m128d(_mm_loadu_pd(__hi), _mm_loadu_pd(__lo)); }
__ILCC_AVX __m256i _mm256_loadu2_m128i(const __m128i_u* __hi, const __m128i_u* __lo) {
  return _mm256_set_m128i(_mm_loadu_si128(__hi), _mm_loadu_si128(__lo));
}
__ILCC_AVX void _mm256_storeu2_m128(float* __hi, float* __lo, __m256 __a) {
  _mm_storeu_ps(__lo, _mm256_castps256_ps128(__a));
  _mm_storeu_ps(__hi, _mm256_extractf128_ps(__a, 1));
}
__ILCC_AVX void _mm256_storeu2_m128d(double* __hi, double* __lo, __m256d __a) {
  _mm_storeu_pd(__lo, _mm256_castpd256_pd128(__a));
  _mm_storeu_pd(__hi, _mm256_extractf128_pd(__a, 1));
}
__ILCC_AVX void _mm256_storeu2_m128i(__m128i_u* __hi, __m128i_u* __lo, __m256i __a) {
  _mm_storeu_si128(__lo, _mm256_castsi256_si128(__a));
  _mm_storeu_si128(__hi, _mm256_extractf128_si256(__a, 1));
}
/* Masked: the elements whose mask element has its sign bit set (others load as 0) */
__ILCC_AVX __m128 _mm_maskload_ps(const float* __p, __m128i __m) { return (__m128)__builtin_ia32_maskloadf((void*)__p, (__v4si)__m); }
__ILCC_AVX __m128d _mm_maskload_pd(const double* __p, __m128i __m) { return (__m128d)__builtin_ia32_maskloadf((void*)__p, (__v2di)__m); }
__ILCC_AVX __m256 _mm256_maskload_ps(const float* __p, __m256i __m) { return (__m256)__builtin_ia32_maskloadf((void*)__p, (__v8si)__m); }
__ILCC_AVX __m256d _mm256_maskload_pd(const double* __p, __m256i __m) { return (__m256d)__builtin_ia32_maskloadf((void*)__p, (__v4di)__m); }
__ILCC_AVX void _mm_maskstore_ps(float* __p, __m128i __m, __m128 __a) { __builtin_ia32_maskstore(__p, (__v4si)__m, (__v4sf)__a); }
__ILCC_AVX void _mm_maskstore_pd(double* __p, __m128i __m, __m128d __a) { __builtin_ia32_maskstore(__p, (__v2di)__m, (__v2df)__a); }
__ILCC_AVX void _mm256_maskstore_ps(float* __p, __m256i __m, __m256 __a) { __builtin_ia32_maskstore(__p, (__v8si)__m, (__v8sf)__a); }
__ILCC_AVX void _mm256_maskstore_pd(double* __p, __m256i __m, __m256d __a) { __builtin_ia32_maskstore(__p, (__v4di)__m, (__v4df)__a); }
__ILCC_AVX void _mm256_stream_ps(float* __p, __m256 __a) { __builtin_ia32_movnt(__p, (__v8sf)__a); }
__ILCC_AVX void _mm256_stream_pd(double* __p, __m256d __a) { __builtin_ia32_movnt(__p, (__v4df)__a); }
__ILCC_AVX void _mm256_stream_si256(__m256i* __p, __m256i __a) { __builtin_ia32_movnt(__p, (__v4di)__a); }

/* Broadcasts and initialization */
__ILCC_AVX __m128 _mm_broadcast_ss(const float* __p) { float __f = *__p; return (__m128){__f, __f, __f, __f}; }
__ILCC_AVX __m256 _mm256_broadcast_ss(const float* __p) { float __f = *__p; return (__m256){__f, __f, __f, __f, __f, __f, __f, __f}; }
__ILCC_AVX __m256d _mm256_broadcast_sd(const double* __p) { double __d = *__p; return (__m256d){__d, __d, __d, __d}; }
__ILCC_AVX __m256 _mm256_broadcast_ps(const __m128* __p) {
  __v4sf __a = (__v4sf)_mm_loadu_ps((const float*)__p);
  return (__m256)__builtin_shufflevector(__a, __a, 0, 1, 2, 3, 0, 1, 2, 3);
}
__ILCC_AVX __m256d _mm256_broadcast_pd(const __m128d* __p) { return (__m256d)_mm256_broadcast_ps((const __m128*)__p); }
__ILCC_AVX __m256 _mm256_setzero_ps(void) { return (__m256){0, 0, 0, 0, 0, 0, 0, 0}; }
__ILCC_AVX __m256d _mm256_setzero_pd(void) { return (__m256d){0, 0, 0, 0}; }
__ILCC_AVX __m256i _mm256_setzero_si256(void) { return (__m256i){0, 0, 0, 0}; }
__ILCC_AVX __m256 _mm256_undefined_ps(void) { return _mm256_setzero_ps(); }
__ILCC_AVX __m256d _mm256_undefined_pd(void) { return _mm256_setzero_pd(); }
__ILCC_AVX __m256i _mm256_undefined_si256(void) { return _mm256_setzero_si256(); }
__ILCC_AVX __m256 _mm256_set1_ps(float __w) { return (__m256){__w, __w, __w, __w, __w, __w, __w, __w}; }
__ILCC_AVX __m256d _mm256_set1_pd(double __w) { return (__m256d){__w, __w, __w, __w}; }
__ILCC_AVX __m256i _mm256_set1_epi64x(long long __q) { return (__m256i){__q, __q, __q, __q}; }
__ILCC_AVX __m256i _mm256_set1_epi32(int __i) { return (__m256i)(__v8si){__i, __i, __i, __i, __i, __i, __i, __i}; }
__ILCC_AVX __m256i _mm256_set1_epi16(short __w) {
  return (__m256i)(__v16hi){__w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w, __w};
}
__ILCC_AVX __m256i _mm256_set1_epi8(char __b) {
  return (__m256i)(__v32qi){__b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b,
                            __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b};
}
__ILCC_AVX __m256 _mm256_set_ps(float __a, float __b, float __c, float __d, float __e, float __f, float __g, float __h) {
  return (__m256){__h, __g, __f, __e, __d, __c, __b, __a};
}
__ILCC_AVX __m256 _mm256_setr_ps(float __a, float __b, float __c, float __d, float __e, float __f, float __g, float __h) {
  return (__m256){__a, __b, __c, __d, __e, __f, __g, __h};
}
__ILCC_AVX __m256d _mm256_set_pd(double __a, double __b, double __c, double __d) { return (__m256d){__d, __c, __b, __a}; }
__ILCC_AVX __m256d _mm256_setr_pd(double __a, double __b, double __c, double __d) { return (__m256d){__a, __b, __c, __d}; }
__ILCC_AVX __m256i _mm256_set_epi64x(long long __a, long long __b, long long __c, long long __d) { return (__m256i){__d, __c, __b, __a}; }
__ILCC_AVX __m256i _mm256_setr_epi64x(long long __a, long long __b, long long __c, long long __d) { return (__m256i){__a, __b, __c, __d}; }
__ILCC_AVX __m256i _mm256_set_epi32(int __i7, int __i6, int __i5, int __i4, int __i3, int __i2, int __i1, int __i0) {
  return (__m256i)(__v8si){__i0, __i1, __i2, __i3, __i4, __i5, __i6, __i7};
}
__ILCC_AVX __m256i _mm256_setr_epi32(int __i0, int __i1, int __i2, int __i3, int __i4, int __i5, int __i6, int __i7) {
  return (__m256i)(__v8si){__i0, __i1, __i2, __i3, __i4, __i5, __i6, __i7};
}
__ILCC_AVX __m256i _mm256_set_epi16(short __w15, short __w14, short __w13, short __w12, short __w11, short __w10, short __w9, short __w8,
                                    short __w7, short __w6, short __w5, short __w4, short __w3, short __w2, short __w1, short __w0) {
  return (__m256i)(__v16hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7, __w8, __w9, __w10, __w11, __w12, __w13, __w14, __w15};
}
__ILCC_AVX __m256i _mm256_setr_epi16(short __w0, short __w1, short __w2, short __w3, short __w4, short __w5, short __w6, short __w7,
                                     short __w8, short __w9, short __w10, short __w11, short __w12, short __w13, short __w14, short __w15) {
  return (__m256i)(__v16hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7, __w8, __w9, __w10, __w11, __w12, __w13, __w14, __w15};
}
__ILCC_AVX __m256i _mm256_set_epi8(char __b31, char __b30, char __b29, char __b28, char __b27, char __b26, char __b25, char __b24,
                                   char __b23, char __b22, char __b21, char __b20, char __b19, char __b18, char __b17, char __b16,
                                   char __b15, char __b14, char __b13, char __b12, char __b11, char __b10, char __b9, char __b8,
                                   char __b7, char __b6, char __b5, char __b4, char __b3, char __b2, char __b1, char __b0) {
  return (__m256i)(__v32qi){__b0,  __b1,  __b2,  __b3,  __b4,  __b5,  __b6,  __b7,  __b8,  __b9,  __b10,
                            __b11, __b12, __b13, __b14, __b15, __b16, __b17, __b18, __b19, __b20, __b21,
                            __b22, __b23, __b24, __b25, __b26, __b27, __b28, __b29, __b30, __b31};
}
__ILCC_AVX __m256i _mm256_setr_epi8(char __b0, char __b1, char __b2, char __b3, char __b4, char __b5, char __b6, char __b7,
                                    char __b8, char __b9, char __b10, char __b11, char __b12, char __b13, char __b14, char __b15,
                                    char __b16, char __b17, char __b18, char __b19, char __b20, char __b21, char __b22, char __b23,
                                    char __b24, char __b25, char __b26, char __b27, char __b28, char __b29, char __b30, char __b31) {
  return (__m256i)(__v32qi){__b0,  __b1,  __b2,  __b3,  __b4,  __b5,  __b6,  __b7,  __b8,  __b9,  __b10,
                            __b11, __b12, __b13, __b14, __b15, __b16, __b17, __b18, __b19, __b20, __b21,
                            __b22, __b23, __b24, __b25, __b26, __b27, __b28, __b29, __b30, __b31};
}

/* The upper halves of the ymm registers: only performance, which ilcc sees to itself. */
__ILCC_AVX void _mm256_zeroupper(void) {}
__ILCC_AVX void _mm256_zeroall(void) {}

#endif
