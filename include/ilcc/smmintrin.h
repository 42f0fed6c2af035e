/* smmintrin.h — ilcc's compiler header: the SSE4.1 intrinsics, and SSE4.2's string
   comparisons, 64-bit compare and CRC32 (as gcc's smmintrin.h has them; docs/simd.md). */
#ifndef __ILCC_SMMINTRIN_H
#define __ILCC_SMMINTRIN_H

#include <tmmintrin.h>
#include <popcntintrin.h>

#define __ILCC_SSE41 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse4.1")))
#define __ILCC_SSE42 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse4.2")))

/* Rounding */
#define _MM_FROUND_TO_NEAREST_INT 0x00
#define _MM_FROUND_TO_NEG_INF 0x01
#define _MM_FROUND_TO_POS_INF 0x02
#define _MM_FROUND_TO_ZERO 0x03
#define _MM_FROUND_CUR_DIRECTION 0x04
#define _MM_FROUND_RAISE_EXC 0x00
#define _MM_FROUND_NO_EXC 0x08
#define _MM_FROUND_NINT (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_FLOOR (_MM_FROUND_TO_NEG_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_CEIL (_MM_FROUND_TO_POS_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_TRUNC (_MM_FROUND_TO_ZERO | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_RINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_NEARBYINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_NO_EXC)
#define _mm_round_ps(a, imm) ((__m128)__builtin_ia32_round((__v4sf)(__m128)(a), (imm)))
#define _mm_round_pd(a, imm) ((__m128d)__builtin_ia32_round((__v2df)(__m128d)(a), (imm)))
#define _mm_round_ss(a, b, imm) __ILCC_MOVSS((a), _mm_round_ps((b), (imm)))
#define _mm_round_sd(a, b, imm) __ILCC_MOVSD((a), _mm_round_pd((b), (imm)))
#define _mm_ceil_ps(a) _mm_round_ps((a), _MM_FROUND_CEIL)
#define _mm_ceil_pd(a) _mm_round_pd((a), _MM_FROUND_CEIL)
#define _mm_ceil_ss(a, b) _mm_round_ss((a), (b), _MM_FROUND_CEIL)
#define _mm_ceil_sd(a, b) _mm_round_sd((a), (b), _MM_FROUND_CEIL)
#define _mm_floor_ps(a) _mm_round_ps((a), _MM_FROUND_FLOOR)
#define _mm_floor_pd(a) _mm_round_pd((a), _MM_FROUND_FLOOR)
#define _mm_floor_ss(a, b) _mm_round_ss((a), (b), _MM_FROUND_FLOOR)
#define _mm_floor_sd(a, b) _mm_round_sd((a), (b), _MM_FROUND_FLOOR)

/* Blends: element k from b where bit k of the immediate (or the mask's sign) is set */
#define _mm_blend_epi16(a, b, imm)                                                                  \
  ((__m128i)__builtin_shuffle((__v8hi)(__m128i)(a), (__v8hi)(__m128i)(b),                          \
                              (__v8hi){0 + 8 * (((imm) >> 0) & 1), 1 + 8 * (((imm) >> 1) & 1), 2 + 8 * (((imm) >> 2) & 1), \
                                       3 + 8 * (((imm) >> 3) & 1), 4 + 8 * (((imm) >> 4) & 1), 5 + 8 * (((imm) >> 5) & 1), \
                                       6 + 8 * (((imm) >> 6) & 1), 7 + 8 * (((imm) >> 7) & 1)}))
#define _mm_blend_ps(a, b, imm)                                                                     \
  ((__m128)__builtin_shuffle((__v4sf)(__m128)(a), (__v4sf)(__m128)(b),                             \
                             (__v4si){0 + 4 * (((imm) >> 0) & 1), 1 + 4 * (((imm) >> 1) & 1), 2 + 4 * (((imm) >> 2) & 1), \
                                      3 + 4 * (((imm) >> 3) & 1)}))
#define _mm_blend_pd(a, b, imm)                                                                     \
  ((__m128d)__builtin_shuffle((__v2df)(__m128d)(a), (__v2df)(__m128d)(b), (__v2di){0 + 2 * ((imm) & 1), 1 + 2 * (((imm) >> 1) & 1)}))
__ILCC_SSE41 __m128i _mm_blendv_epi8(__m128i __a, __m128i __b, __m128i __m) {
  return (__m128i)__builtin_ia32_pblendvb((__v16qi)__a, (__v16qi)__b, (__v16qi)__m);
}
__ILCC_SSE41 __m128 _mm_blendv_ps(__m128 __a, __m128 __b, __m128 __m) { return (__m128)__builtin_ia32_blendv((__v4sf)__a, (__v4sf)__b, (__v4sf)__m); }
__ILCC_SSE41 __m128d _mm_blendv_pd(__m128d __a, __m128d __b, __m128d __m) {
  return (__m128d)__builtin_ia32_blendv((__v2df)__a, (__v2df)__b, (__v2df)__m);
}

/* Dot products (imm: the high four bits say which products, the low four where the sum goes) */
#define _mm_dp_ps(a, b, imm) ((__m128)__builtin_ia32_dp((__v4sf)(__m128)(a), (__v4sf)(__m128)(b), (imm)))
#define _mm_dp_pd(a, b, imm) ((__m128d)__builtin_ia32_dp((__v2df)(__m128d)(a), (__v2df)(__m128d)(b), (imm)))

/* Integer arithmetic */
__ILCC_SSE41 __m128i _mm_cmpeq_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2di)__a == (__v2di)__b); }
__ILCC_SSE41 __m128i _mm_max_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxs41((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE41 __m128i _mm_max_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxs41((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_max_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxu41((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE41 __m128i _mm_max_epu32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maxu41((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_min_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mins41((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSE41 __m128i _mm_min_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mins41((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_min_epu16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_minu41((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSE41 __m128i _mm_min_epu32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_minu41((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_mul_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mules((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_mullo_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a * (__v4su)__b); }
__ILCC_SSE41 __m128i _mm_packus_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_packus41((__v4si)__a, (__v4si)__b); }
__ILCC_SSE41 __m128i _mm_minpos_epu16(__m128i __a) { return (__m128i)__builtin_ia32_phminposuw((__v8hi)__a); }
#define _mm_mpsadbw_epu8(a, b, imm) ((__m128i)__builtin_ia32_mpsadbw((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm)))

/* Sign and zero extension of the low elements */
__ILCC_SSE41 __m128i _mm_cvtepi8_epi16(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qs)__a, __v8hi); }
__ILCC_SSE41 __m128i _mm_cvtepi8_epi32(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qs)__a, __v4si); }
__ILCC_SSE41 __m128i _mm_cvtepi8_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qs)__a, __v2di); }
__ILCC_SSE41 __m128i _mm_cvtepi16_epi32(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v8hi)__a, __v4si); }
__ILCC_SSE41 __m128i _mm_cvtepi16_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v8hi)__a, __v2di); }
__ILCC_SSE41 __m128i _mm_cvtepi32_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v4si)__a, __v2di); }
__ILCC_SSE41 __m128i _mm_cvtepu8_epi16(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qu)__a, __v8hi); }
__ILCC_SSE41 __m128i _mm_cvtepu8_epi32(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qu)__a, __v4si); }
__ILCC_SSE41 __m128i _mm_cvtepu8_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v16qu)__a, __v2di); }
__ILCC_SSE41 __m128i _mm_cvtepu16_epi32(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v8hu)__a, __v4si); }
__ILCC_SSE41 __m128i _mm_cvtepu16_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v8hu)__a, __v2di); }
__ILCC_SSE41 __m128i _mm_cvtepu32_epi64(__m128i __a) { return (__m128i)__builtin_ilcc_convertvector_low((__v4su)__a, __v2di); }

/* Elements */
#define _mm_extract_epi8(a, imm) ((int)(unsigned char)((__v16qi)(__m128i)(a))[(imm) & 15])
#define _mm_extract_epi32(a, imm) ((int)((__v4si)(__m128i)(a))[(imm) & 3])
#define _mm_extract_epi64(a, imm) ((long long)((__v2di)(__m128i)(a))[(imm) & 1])
#define _mm_extract_ps(a, imm) (__extension__({ union { float __f; int __i; } __u; __u.__f = ((__v4sf)(__m128)(a))[(imm) & 3]; __u.__i; }))
#define _MM_EXTRACT_FLOAT(d, a, imm) ((d) = ((__v4sf)(__m128)(a))[(imm) & 3])
#define _mm_insert_epi8(a, d, imm)                                                                  \
  (__extension__({ __v16qi __v = (__v16qi)(__m128i)(a); __v[(imm) & 15] = (char)(d); (__m128i)__v; }))
#define _mm_insert_epi32(a, d, imm)                                                                 \
  (__extension__({ __v4si __v = (__v4si)(__m128i)(a); __v[(imm) & 3] = (int)(d); (__m128i)__v; }))
#define _mm_insert_epi64(a, d, imm)                                                                 \
  (__extension__({ __v2di __v = (__v2di)(__m128i)(a); __v[(imm) & 1] = (long long)(d); (__m128i)__v; }))
/* insertps: element (imm >> 6) of b into element (imm >> 4 & 3) of a, then the elements of
   the low four bits cleared */
#define _mm_insert_ps(a, b, imm) ((__m128)__builtin_ia32_insertps((__v4sf)(__m128)(a), (__v4sf)(__m128)(b), (imm)))
#define _MM_MK_INSERTPS_NDX(s, d, z) (((s) << 6) | ((d) << 4) | (z))

/* Tests */
__ILCC_SSE41 int _mm_testz_si128(__m128i __m, __m128i __v) { return __builtin_ia32_ptestz((__v2di)__m, (__v2di)__v); }
__ILCC_SSE41 int _mm_testc_si128(__m128i __m, __m128i __v) { return __builtin_ia32_ptestc((__v2di)__m, (__v2di)__v); }
__ILCC_SSE41 int _mm_testnzc_si128(__m128i __m, __m128i __v) { return __builtin_ia32_ptestnzc((__v2di)__m, (__v2di)__v); }
#define _mm_test_all_zeros(m, v) _mm_testz_si128((m), (v))
#define _mm_test_all_ones(v) _mm_testc_si128((v), _mm_set1_epi32(-1))
#define _mm_test_mix_ones_zeros(m, v) _mm_testnzc_si128((m), (v))

__ILCC_SSE41 __m128i _mm_stream_load_si128(const __m128i* __p) { return *__p; }

/* SSE4.2: string comparisons (_SIDD_* control bits) */
#define _SIDD_UBYTE_OPS 0x00
#define _SIDD_UWORD_OPS 0x01
#define _SIDD_SBYTE_OPS 0x02
#define _SIDD_SWORD_OPS 0x03
#define _SIDD_CMP_EQUAL_ANY 0x00
#define _SIDD_CMP_RANGES 0x04
#define _SIDD_CMP_EQUAL_EACH 0x08
#define _SIDD_CMP_EQUAL_ORDERED 0x0c
#define _SIDD_POSITIVE_POLARITY 0x00
#define _SIDD_NEGATIVE_POLARITY 0x10
#define _SIDD_MASKED_POSITIVE_POLARITY 0x20
#define _SIDD_MASKED_NEGATIVE_POLARITY 0x30
#define _SIDD_LEAST_SIGNIFICANT 0x00
#define _SIDD_MOST_SIGNIFICANT 0x40
#define _SIDD_BIT_MASK 0x00
#define _SIDD_UNIT_MASK 0x40
#define _mm_cmpistri(a, b, imm) __builtin_ia32_pcmpistri((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm))
#define _mm_cmpistrm(a, b, imm) ((__m128i)__builtin_ia32_pcmpistrm((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm)))
#define _mm_cmpistrc(a, b, imm) __builtin_ia32_pcmpistrf((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm), 0)
#define _mm_cmpistrz(a, b, imm) __builtin_ia32_pcmpistrf((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm), 1)
#define _mm_cmpistrs(a, b, imm) __builtin_ia32_pcmpistrf((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm), 2)
#define _mm_cmpistro(a, b, imm) __builtin_ia32_pcmpistrf((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm), 3)
#define _mm_cmpistra(a, b, imm) __builtin_ia32_pcmpistrf((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm), 4)
#define _mm_cmpestri(a, la, b, lb, imm) __builtin_ia32_pcmpestri((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm))
#define _mm_cmpestrm(a, la, b, lb, imm) ((__m128i)__builtin_ia32_pcmpestrm((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm)))
#define _mm_cmpestrc(a, la, b, lb, imm) __builtin_ia32_pcmpestrf((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm), 0)
#define _mm_cmpestrz(a, la, b, lb, imm) __builtin_ia32_pcmpestrf((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm), 1)
#define _mm_cmpestrs(a, la, b, lb, imm) __builtin_ia32_pcmpestrf((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm), 2)
#define _mm_cmpestro(a, la, b, lb, imm) __builtin_ia32_pcmpestrf((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm), 3)
#define _mm_cmpestra(a, la, b, lb, imm) __builtin_ia32_pcmpestrf((__v16qi)(__m128i)(a), (la), (__v16qi)(__m128i)(b), (lb), (imm), 4)

__ILCC_SSE42 __m128i _mm_cmpgt_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2di)__a > (__v2di)__b); }
__ILCC_SSE42 unsigned int _mm_crc32_u8(unsigned int __c, unsigned char __v) { return (unsigned)__builtin_ia32_crc32qi(__c, __v); }
__ILCC_SSE42 unsigned int _mm_crc32_u16(unsigned int __c, unsigned short __v) { return (unsigned)__builtin_ia32_crc32hi(__c, __v); }
__ILCC_SSE42 unsigned int _mm_crc32_u32(unsigned int __c, unsigned int __v) { return (unsigned)__builtin_ia32_crc32si(__c, __v); }
__ILCC_SSE42 unsigned long long _mm_crc32_u64(unsigned long long __c, unsigned long long __v) {
  return (unsigned long long)__builtin_ia32_crc32di(__c, __v);
}

#endif
