/* avx2intrin.h — ilcc's compiler header: the AVX2 intrinsics (32-byte integer vectors),
   included by <immintrin.h> (docs/simd.md). Shuffles, unpacks, packs, byte shifts and
   horizontal operations work within each 128-bit lane, as the instructions do. */
#ifndef __ILCC_IMMINTRIN_H
#error "Never use <avx2intrin.h> directly; include <immintrin.h> instead."
#endif
#ifndef __ILCC_AVX2INTRIN_H
#define __ILCC_AVX2INTRIN_H

#define __ILCC_AVX2 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("avx2")))

/* Arithmetic */
__ILCC_AVX2 __m256i _mm256_abs_epi8(__m256i __a) { return (__m256i)__builtin_ia32_abs((__v32qi)__a); }
__ILCC_AVX2 __m256i _mm256_abs_epi16(__m256i __a) { return (__m256i)__builtin_ia32_abs((__v16hi)__a); }
__ILCC_AVX2 __m256i _mm256_abs_epi32(__m256i __a) { return (__m256i)__builtin_ia32_abs((__v8si)__a); }
__ILCC_AVX2 __m256i _mm256_add_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qu)__a + (__v32qu)__b); }
__ILCC_AVX2 __m256i _mm256_add_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a + (__v16hu)__b); }
__ILCC_AVX2 __m256i _mm256_add_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a + (__v8su)__b); }
__ILCC_AVX2 __m256i _mm256_add_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a + (__v4du)__b); }
__ILCC_AVX2 __m256i _mm256_adds_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_adds((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_adds_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_adds((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_adds_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_addus((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_adds_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_addus((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_sub_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qu)__a - (__v32qu)__b); }
__ILCC_AVX2 __m256i _mm256_sub_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a - (__v16hu)__b); }
__ILCC_AVX2 __m256i _mm256_sub_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a - (__v8su)__b); }
__ILCC_AVX2 __m256i _mm256_sub_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a - (__v4du)__b); }
__ILCC_AVX2 __m256i _mm256_subs_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_subs((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_subs_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_subs((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_subs_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_subus((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_subs_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_subus((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_avg_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_avg((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_avg_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_avg((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_hadd_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phadd((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_hadd_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phadd((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_hadds_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phadds((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_hsub_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phsub((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_hsub_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phsub((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_hsubs_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_phsubs((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_madd_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_madd((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_maddubs_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maddubs((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_max_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxs41((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_max_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxs((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_max_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxs41((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_max_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxu((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_max_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxu41((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_max_epu32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_maxu41((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_min_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mins41((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_min_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mins((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_min_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mins41((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_min_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_minu((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_min_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_minu41((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_min_epu32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_minu41((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_mul_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mules((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_mul_epu32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_muleu((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_mulhi_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mulhi((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_mulhi_epu16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mulhiu((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_mulhrs_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_mulhrs((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_mullo_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a * (__v16hu)__b); }
__ILCC_AVX2 __m256i _mm256_mullo_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a * (__v8su)__b); }
__ILCC_AVX2 __m256i _mm256_sad_epu8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_sad((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_sign_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_sign((__v32qi)__a, (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_sign_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_sign((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_sign_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_sign((__v8si)__a, (__v8si)__b); }
#define _mm256_mpsadbw_epu8(a, b, imm) ((__m256i)__builtin_ia32_mpsadbw((__v32qi)(__m256i)(a), (__v32qi)(__m256i)(b), (imm)))

/* Logical */
__ILCC_AVX2 __m256i _mm256_and_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a & (__v4du)__b); }
__ILCC_AVX2 __m256i _mm256_andnot_si256(__m256i __a, __m256i __b) { return (__m256i)(~(__v4du)__a & (__v4du)__b); }
__ILCC_AVX2 __m256i _mm256_or_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a | (__v4du)__b); }
__ILCC_AVX2 __m256i _mm256_xor_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a ^ (__v4du)__b); }

/* Comparisons */
__ILCC_AVX2 __m256i _mm256_cmpeq_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qi)__a == (__v32qi)__b); }
__ILCC_AVX2 __m256i _mm256_cmpeq_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hi)__a == (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_cmpeq_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8si)__a == (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_cmpeq_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4di)__a == (__v4di)__b); }
__ILCC_AVX2 __m256i _mm256_cmpgt_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qs)__a > (__v32qs)__b); }
__ILCC_AVX2 __m256i _mm256_cmpgt_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hi)__a > (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_cmpgt_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8si)__a > (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_cmpgt_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4di)__a > (__v4di)__b); }
__ILCC_AVX2 int _mm256_movemask_epi8(__m256i __a) { return __builtin_ia32_pmovmskb((__v32qi)__a); }

/* Shifts */
__ILCC_AVX2 __m256i _mm256_sll_epi16(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psll((__v16hi)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_sll_epi32(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psll((__v8si)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_sll_epi64(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psll((__v4di)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_slli_epi16(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psll((__v16hi)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_slli_epi32(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psll((__v8si)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_slli_epi64(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psll((__v4di)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_srl_epi16(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psrl((__v16hi)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_srl_epi32(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psrl((__v8si)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_srl_epi64(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psrl((__v4di)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_srli_epi16(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psrl((__v16hi)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_srli_epi32(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psrl((__v8si)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_srli_epi64(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psrl((__v4di)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_sra_epi16(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psra((__v16hi)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_sra_epi32(__m256i __a, __m128i __c) { return (__m256i)__builtin_ia32_psra((__v8si)__a, __c[0]); }
__ILCC_AVX2 __m256i _mm256_srai_epi16(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psra((__v16hi)__a, (unsigned)__c); }
__ILCC_AVX2 __m256i _mm256_srai_epi32(__m256i __a, int __c) { return (__m256i)__builtin_ia32_psra((__v8si)__a, (unsigned)__c); }
__ILCC_AVX2 __m128i _mm_sllv_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psllv((__v4si)__a, (__v4si)__c); }
__ILCC_AVX2 __m128i _mm_sllv_epi64(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psllv((__v2di)__a, (__v2di)__c); }
__ILCC_AVX2 __m128i _mm_srlv_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrlv((__v4si)__a, (__v4si)__c); }
__ILCC_AVX2 __m128i _mm_srlv_epi64(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrlv((__v2di)__a, (__v2di)__c); }
__ILCC_AVX2 __m128i _mm_srav_epi32(__m128i __a, __m128i __c) { return (__m128i)__builtin_ia32_psrav((__v4si)__a, (__v4si)__c); }
__ILCC_AVX2 __m256i _mm256_sllv_epi32(__m256i __a, __m256i __c) { return (__m256i)__builtin_ia32_psllv((__v8si)__a, (__v8si)__c); }
__ILCC_AVX2 __m256i _mm256_sllv_epi64(__m256i __a, __m256i __c) { return (__m256i)__builtin_ia32_psllv((__v4di)__a, (__v4di)__c); }
__ILCC_AVX2 __m256i _mm256_srlv_epi32(__m256i __a, __m256i __c) { return (__m256i)__builtin_ia32_psrlv((__v8si)__a, (__v8si)__c); }
__ILCC_AVX2 __m256i _mm256_srlv_epi64(__m256i __a, __m256i __c) { return (__m256i)__builtin_ia32_psrlv((__v4di)__a, (__v4di)__c); }
__ILCC_AVX2 __m256i _mm256_srav_epi32(__m256i __a, __m256i __c) { return (__m256i)__builtin_ia32_psrav((__v8si)__a, (__v8si)__c); }
#define _mm256_slli_si256(a, imm) ((__m256i)__builtin_ia32_pslldq((__v32qi)(__m256i)(a), (imm) & 0xff))
#define _mm256_srli_si256(a, imm) ((__m256i)__builtin_ia32_psrldq((__v32qi)(__m256i)(a), (imm) & 0xff))
#define _mm256_bslli_epi128(a, imm) _mm256_slli_si256(a, imm)
#define _mm256_bsrli_epi128(a, imm) _mm256_srli_si256(a, imm)
#define _mm256_alignr_epi8(a, b, imm) ((__m256i)__builtin_ia32_palignr((__v32qi)(__m256i)(a), (__v32qi)(__m256i)(b), (imm) & 0xff))

/* Packs and unpacks (within each 128-bit lane) */
__ILCC_AVX2 __m256i _mm256_packs_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_packs((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_packs_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_packs((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_packus_epi16(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_packus((__v16hi)__a, (__v16hi)__b); }
__ILCC_AVX2 __m256i _mm256_packus_epi32(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_packus41((__v8si)__a, (__v8si)__b); }
__ILCC_AVX2 __m256i _mm256_unpackhi_epi8(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v32qi)__a, (__v32qi)__b,
                                    (__v32qi){8,  40, 9,  41, 10, 42, 11, 43, 12, 44, 13, 45, 14, 46, 15, 47,
                                              24, 56, 25, 57, 26, 58, 27, 59, 28, 60, 29, 61, 30, 62, 31, 63});
}
__ILCC_AVX2 __m256i _mm256_unpacklo_epi8(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v32qi)__a, (__v32qi)__b,
                                    (__v32qi){0,  32, 1,  33, 2,  34, 3,  35, 4,  36, 5,  37, 6,  38, 7,  39,
                                              16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53, 22, 54, 23, 55});
}
__ILCC_AVX2 __m256i _mm256_unpackhi_epi16(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v16hi)__a, (__v16hi)__b, (__v16hi){4, 20, 5, 21, 6, 22, 7, 23, 12, 28, 13, 29, 14, 30, 15, 31});
}
__ILCC_AVX2 __m256i _mm256_unpacklo_epi16(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v16hi)__a, (__v16hi)__b, (__v16hi){0, 16, 1, 17, 2, 18, 3, 19, 8, 24, 9, 25, 10, 26, 11, 27});
}
__ILCC_AVX2 __m256i _mm256_unpackhi_epi32(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v8si)__a, (__v8si)__b, (__v8si){2, 10, 3, 11, 6, 14, 7, 15});
}
__ILCC_AVX2 __m256i _mm256_unpacklo_epi32(__m256i __a, __m256i __b) {
  return (__m256i)__builtin_shuffle((__v8si)__a, (__v8si)__b, (__v8si){0, 8, 1, 9, 4, 12, 5, 13});
}
__ILCC_AVX2 __m256i _mm256_unpackhi_epi64(__m256i __a, __m256i __b) { return (__m256i)__builtin_shuffle((__v4di)__a, (__v4di)__b, (__v4di){1, 5, 3, 7}); }
__ILCC_AVX2 __m256i _mm256_unpacklo_epi64(__m256i __a, __m256i __b) { return (__m256i)__builtin_shuffle((__v4di)__a, (__v4di)__b, (__v4di){0, 4, 2, 6}); }

/* Shuffles and permutations */
__ILCC_AVX2 __m256i _mm256_shuffle_epi8(__m256i __a, __m256i __b) { return (__m256i)__builtin_ia32_pshufb((__v32qi)__a, (__v32qi)__b); }
#define _mm256_shuffle_epi32(a, imm)                                                                \
  ((__m256i)__builtin_shuffle((__v8si)(__m256i)(a), (__v8si){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3, \
                                                             4 + ((imm) & 3), 4 + (((imm) >> 2) & 3), 4 + (((imm) >> 4) & 3), 4 + (((imm) >> 6) & 3)}))
#define _mm256_shufflelo_epi16(a, imm)                                                              \
  ((__m256i)__builtin_shuffle((__v16hi)(__m256i)(a),                                               \
                              (__v16hi){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3, 4, 5, 6, 7, \
                                        8 + ((imm) & 3), 8 + (((imm) >> 2) & 3), 8 + (((imm) >> 4) & 3), 8 + (((imm) >> 6) & 3), 12, 13, 14, 15}))
#define _mm256_shufflehi_epi16(a, imm)                                                              \
  ((__m256i)__builtin_shuffle((__v16hi)(__m256i)(a),                                               \
                              (__v16hi){0, 1, 2, 3, 4 + ((imm) & 3), 4 + (((imm) >> 2) & 3), 4 + (((imm) >> 4) & 3), 4 + (((imm) >> 6) & 3), \
                                        8, 9, 10, 11, 12 + ((imm) & 3), 12 + (((imm) >> 2) & 3), 12 + (((imm) >> 4) & 3), 12 + (((imm) >> 6) & 3)}))
#define _mm256_blend_epi16(a, b, imm)                                                               \
  ((__m256i)__builtin_shuffle((__v16hi)(__m256i)(a), (__v16hi)(__m256i)(b),                        \
                              (__v16hi){0 + 16 * (((imm) >> 0) & 1), 1 + 16 * (((imm) >> 1) & 1), 2 + 16 * (((imm) >> 2) & 1), \
                                        3 + 16 * (((imm) >> 3) & 1), 4 + 16 * (((imm) >> 4) & 1), 5 + 16 * (((imm) >> 5) & 1), \
                                        6 + 16 * (((imm) >> 6) & 1), 7 + 16 * (((imm) >> 7) & 1), 8 + 16 * (((imm) >> 0) & 1), \
                                        9 + 16 * (((imm) >> 1) & 1), 10 + 16 * (((imm) >> 2) & 1), 11 + 16 * (((imm) >> 3) & 1), \
                                        12 + 16 * (((imm) >> 4) & 1), 13 + 16 * (((imm) >> 5) & 1), 14 + 16 * (((imm) >> 6) & 1), \
                                        15 + 16 * (((imm) >> 7) & 1)}))
#define _mm_blend_epi32(a, b, imm)                                                                  \
  ((__m128i)__builtin_shuffle((__v4si)(__m128i)(a), (__v4si)(__m128i)(b),                          \
                              (__v4si){0 + 4 * (((imm) >> 0) & 1), 1 + 4 * (((imm) >> 1) & 1), 2 + 4 * (((imm) >> 2) & 1), \
                                       3 + 4 * (((imm) >> 3) & 1)}))
#define _mm256_blend_epi32(a, b, imm)                                                               \
  ((__m256i)__builtin_shuffle((__v8si)(__m256i)(a), (__v8si)(__m256i)(b),                         \
                              (__v8si){0 + 8 * (((imm) >> 0) & 1), 1 + 8 * (((imm) >> 1) & 1), 2 + 8 * (((imm) >> 2) & 1), \
                                       3 + 8 * (((imm) >> 3) & 1), 4 + 8 * (((imm) >> 4) & 1), 5 + 8 * (((imm) >> 5) & 1), \
                                       6 + 8 * (((imm) >> 6) & 1), 7 + 8 * (((imm) >> 7) & 1)}))
__ILCC_AVX2 __m256i _mm256_blendv_epi8(__m256i __a, __m256i __b, __m256i __m) {
  return (__m256i)__builtin_ia32_pblendvb((__v32qi)__a, (__v32qi)__b, (__v32qi)__m);
}
#define _mm256_permute4x64_epi64(a, imm)                                                            \
  ((__m256i)__builtin_shuffle((__v4di)(__m256i)(a), (__v4di){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3}))
#define _mm256_permute4x64_pd(a, imm)                                                               \
  ((__m256d)__builtin_shuffle((__v4df)(__m256d)(a), (__v4di){(imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3}))
#define _mm256_permute2x128_si256(a, b, imm) _mm256_permute2f128_si256((a), (b), (imm))
__ILCC_AVX2 __m256i _mm256_permutevar8x32_epi32(__m256i __a, __m256i __i) { return (__m256i)__builtin_ia32_permvar((__v8si)__a, (__v8si)__i); }
__ILCC_AVX2 __m256 _mm256_permutevar8x32_ps(__m256 __a, __m256i __i) { return (__m256)__builtin_ia32_permvar((__v8sf)__a, (__v8si)__i); }
#define _mm256_extracti128_si256(a, imm) _mm256_extractf128_si256((a), (imm))
#define _mm256_inserti128_si256(a, b, imm) _mm256_insertf128_si256((a), (b), (imm))

/* Broadcasts */
__ILCC_AVX2 __m128i _mm_broadcastb_epi8(__m128i __a) { return (__m128i)__builtin_shuffle((__v16qi)__a, (__v16qi){0}); }
__ILCC_AVX2 __m128i _mm_broadcastw_epi16(__m128i __a) { return (__m128i)__builtin_shuffle((__v8hi)__a, (__v8hi){0}); }
__ILCC_AVX2 __m128i _mm_broadcastd_epi32(__m128i __a) { return (__m128i)__builtin_shuffle((__v4si)__a, (__v4si){0}); }
__ILCC_AVX2 __m128i _mm_broadcastq_epi64(__m128i __a) { return (__m128i)__builtin_shuffle((__v2di)__a, (__v2di){0}); }
__ILCC_AVX2 __m128 _mm_broadcastss_ps(__m128 __a) { return (__m128)__builtin_shuffle((__v4sf)__a, (__v4si){0}); }
__ILCC_AVX2 __m128d _mm_broadcastsd_pd(__m128d __a) { return (__m128d)__builtin_shuffle((__v2df)__a, (__v2di){0}); }
__ILCC_AVX2 __m256i _mm256_broadcastb_epi8(__m128i __a) { char __b = ((__v16qi)__a)[0]; return _mm256_set1_epi8(__b); }
__ILCC_AVX2 __m256i _mm256_broadcastw_epi16(__m128i __a) { short __w = ((__v8hi)__a)[0]; return _mm256_set1_epi16(__w); }
__ILCC_AVX2 __m256i _mm256_broadcastd_epi32(__m128i __a) { int __i = ((__v4si)__a)[0]; return _mm256_set1_epi32(__i); }
__ILCC_AVX2 __m256i _mm256_broadcastq_epi64(__m128i __a) { long long __q = __a[0]; return _mm256_set1_epi64x(__q); }
__ILCC_AVX2 __m256 _mm256_broadcastss_ps(__m128 __a) { float __f = __a[0]; return _mm256_set1_ps(__f); }
__ILCC_AVX2 __m256d _mm256_broadcastsd_pd(__m128d __a) { double __d = __a[0]; return _mm256_set1_pd(__d); }
__ILCC_AVX2 __m256i _mm256_broadcastsi128_si256(__m128i __a) {
  return (__m256i)__builtin_shufflevector((__v2di)__a, (__v2di)__a, 0, 1, 0, 1);
}
#define _mm_broadcastsi128_si256(a) _mm256_broadcastsi128_si256(a)

/* Sign and zero extension */
__ILCC_AVX2 __m256i _mm256_cvtepi8_epi16(__m128i __a) { return (__m256i)__builtin_convertvector((__v16qs)__a, __v16hi); }
__ILCC_AVX2 __m256i _mm256_cvtepi8_epi32(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v16qs)__a, __v8si); }
__ILCC_AVX2 __m256i _mm256_cvtepi8_epi64(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v16qs)__a, __v4di); }
__ILCC_AVX2 __m256i _mm256_cvtepi16_epi32(__m128i __a) { return (__m256i)__builtin_convertvector((__v8hi)__a, __v8si); }
__ILCC_AVX2 __m256i _mm256_cvtepi16_epi64(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v8hi)__a, __v4di); }
__ILCC_AVX2 __m256i _mm256_cvtepi32_epi64(__m128i __a) { return (__m256i)__builtin_convertvector((__v4si)__a, __v4di); }
__ILCC_AVX2 __m256i _mm256_cvtepu8_epi16(__m128i __a) { return (__m256i)__builtin_convertvector((__v16qu)__a, __v16hi); }
__ILCC_AVX2 __m256i _mm256_cvtepu8_epi32(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v16qu)__a, __v8si); }
__ILCC_AVX2 __m256i _mm256_cvtepu8_epi64(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v16qu)__a, __v4di); }
__ILCC_AVX2 __m256i _mm256_cvtepu16_epi32(__m128i __a) { return (__m256i)__builtin_convertvector((__v8hu)__a, __v8si); }
__ILCC_AVX2 __m256i _mm256_cvtepu16_epi64(__m128i __a) { return (__m256i)__builtin_ilcc_convertvector_low((__v8hu)__a, __v4di); }
__ILCC_AVX2 __m256i _mm256_cvtepu32_epi64(__m128i __a) { return (__m256i)__builtin_convertvector((__v4su)__a, __v4di); }

/* Masked loads and stores of integers */
__ILCC_AVX2 __m128i _mm_maskload_epi32(const int* __p, __m128i __m) { return (__m128i)__builtin_ia32_maskload((void*)__p, (__v4si)__m); }
__ILCC_AVX2 __m128i _mm_maskload_epi64(const long long* __p, __m128i __m) { return (__m128i)__builtin_ia32_maskload((void*)__p, (__v2di)__m); }
__ILCC_AVX2 __m256i _mm256_maskload_epi32(const int* __p, __m256i __m) { return (__m256i)__builtin_ia32_maskload((void*)__p, (__v8si)__m); }
__ILCC_AVX2 __m256i _mm256_maskload_epi64(const long long* __p, __m256i __m) { return (__m256i)__builtin_ia32_maskload((void*)__p, (__v4di)__m); }
__ILCC_AVX2 void _mm_maskstore_epi32(int* __p, __m128i __m, __m128i __a) { __builtin_ia32_maskstore(__p, (__v4si)__m, (__v4si)__a); }
__ILCC_AVX2 void _mm_maskstore_epi64(long long* __p, __m128i __m, __m128i __a) { __builtin_ia32_maskstore(__p, (__v2di)__m, (__v2di)__a); }
__ILCC_AVX2 void _mm256_maskstore_epi32(int* __p, __m256i __m, __m256i __a) { __builtin_ia32_maskstore(__p, (__v8si)__m, (__v8si)__a); }
__ILCC_AVX2 void _mm256_maskstore_epi64(long long* __p, __m256i __m, __m256i __a) { __builtin_ia32_maskstore(__p, (__v4di)__m, (__v4di)__a); }
__ILCC_AVX2 __m256i _mm256_stream_load_si256(const __m256i* __p) { return *__p; }

/* Gathers: element i from base + index[i] * scale (masked: where the mask element's sign
   bit is set; else the source's), element by element. Scale is 1, 2, 4 or 8. */
#define __ILCC_GATHER(RT, ET, N, IT, base, idx, scale, src, mask)                                   \
  (__extension__({                                                                                 \
    RT __r = (RT)(src);                                                                            \
    IT __ix = (IT)(idx);                                                                           \
    RT __m = (RT)(mask);                                                                           \
    const char* __bp = (const char*)(base);                                                        \
    for (int __k = 0; __k < (N); ++__k)                                                            \
      if (__m[__k] < 0) { /* an element may sit at any byte (scale 1): copied, not loaded as ET */ \
        ET __e;                                                                                    \
        __builtin_memcpy(&__e, __bp + (long long)__ix[__k] * (scale), sizeof __e);                 \
        __r[__k] = __e;                                                                            \
      }                                                                                            \
    __r;                                                                                           \
  }))
typedef long long __ilcc_v2di_s __attribute__((__vector_size__(16)));
typedef long long __ilcc_v4di_s __attribute__((__vector_size__(32)));
typedef double __ilcc_v2df_ __attribute__((__vector_size__(16)));
#define _mm_mask_i32gather_epi32(src, b, i, m, s) ((__m128i)__ILCC_GATHER(__v4si, int, 4, __v4si, b, i, s, (__v4si)(src), (__v4si)(m)))
#define _mm_i32gather_epi32(b, i, s) _mm_mask_i32gather_epi32(_mm_setzero_si128(), b, i, _mm_set1_epi32(-1), s)
#define _mm256_mask_i32gather_epi32(src, b, i, m, s) ((__m256i)__ILCC_GATHER(__v8si, int, 8, __v8si, b, i, s, (__v8si)(src), (__v8si)(m)))
#define _mm256_i32gather_epi32(b, i, s) _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), b, i, _mm256_set1_epi32(-1), s)
#define _mm_mask_i64gather_epi32(src, b, i, m, s)                                                   \
  ((__m128i)__ILCC_GATHER(__v4si, int, 2, __v2di, b, i, s, (__v4si)_mm_move_epi64((__m128i)(src)), (__v4si)(m)))
#define _mm_i64gather_epi32(b, i, s) _mm_mask_i64gather_epi32(_mm_setzero_si128(), b, i, _mm_set1_epi32(-1), s)
#define _mm256_mask_i64gather_epi32(src, b, i, m, s) ((__m128i)__ILCC_GATHER(__v4si, int, 4, __v4di, b, i, s, (__v4si)(src), (__v4si)(m)))
#define _mm256_i64gather_epi32(b, i, s) _mm256_mask_i64gather_epi32(_mm_setzero_si128(), b, i, _mm_set1_epi32(-1), s)
#define _mm_mask_i32gather_epi64(src, b, i, m, s) ((__m128i)__ILCC_GATHER(__ilcc_v2di_s, long long, 2, __v4si, b, i, s, (__ilcc_v2di_s)(src), (__ilcc_v2di_s)(m)))
#define _mm_i32gather_epi64(b, i, s) _mm_mask_i32gather_epi64(_mm_setzero_si128(), b, i, _mm_set1_epi64x(-1), s)
#define _mm256_mask_i32gather_epi64(src, b, i, m, s) ((__m256i)__ILCC_GATHER(__ilcc_v4di_s, long long, 4, __v4si, b, i, s, (__ilcc_v4di_s)(src), (__ilcc_v4di_s)(m)))
#define _mm256_i32gather_epi64(b, i, s) _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), b, i, _mm256_set1_epi64x(-1), s)
#define _mm_mask_i64gather_epi64(src, b, i, m, s) ((__m128i)__ILCC_GATHER(__ilcc_v2di_s, long long, 2, __v2di, b, i, s, (__ilcc_v2di_s)(src), (__ilcc_v2di_s)(m)))
#define _mm_i64gather_epi64(b, i, s) _mm_mask_i64gather_epi64(_mm_setzero_si128(), b, i, _mm_set1_epi64x(-1), s)
#define _mm256_mask_i64gather_epi64(src, b, i, m, s) ((__m256i)__ILCC_GATHER(__ilcc_v4di_s, long long, 4, __v4di, b, i, s, (__ilcc_v4di_s)(src), (__ilcc_v4di_s)(m)))
#define _mm256_i64gather_epi64(b, i, s) _mm256_mask_i64gather_epi64(_mm256_setzero_si256(), b, i, _mm256_set1_epi64x(-1), s)
/* Float gathers: the mask's sign bits, the elements' bits moved as integers. */
#define _mm_mask_i32gather_ps(src, b, i, m, s) ((__m128)_mm_mask_i32gather_epi32(_mm_castps_si128(src), b, i, _mm_castps_si128(m), s))
#define _mm_i32gather_ps(b, i, s) ((__m128)_mm_i32gather_epi32(b, i, s))
#define _mm256_mask_i32gather_ps(src, b, i, m, s) ((__m256)_mm256_mask_i32gather_epi32(_mm256_castps_si256(src), b, i, _mm256_castps_si256(m), s))
#define _mm256_i32gather_ps(b, i, s) ((__m256)_mm256_i32gather_epi32(b, i, s))
#define _mm_mask_i64gather_ps(src, b, i, m, s) ((__m128)_mm_mask_i64gather_epi32(_mm_castps_si128(src), b, i, _mm_castps_si128(m), s))
#define _mm_i64gather_ps(b, i, s) ((__m128)_mm_i64gather_epi32(b, i, s))
#define _mm256_mask_i64gather_ps(src, b, i, m, s) ((__m128)_mm256_mask_i64gather_epi32(_mm_castps_si128(src), b, i, _mm_castps_si128(m), s))
#define _mm256_i64gather_ps(b, i, s) ((__m128)_mm256_i64gather_epi32(b, i, s))
#define _mm_mask_i32gather_pd(src, b, i, m, s) ((__m128d)_mm_mask_i32gather_epi64(_mm_castpd_si128(src), b, i, _mm_castpd_si128(m), s))
#define _mm_i32gather_pd(b, i, s) ((__m128d)_mm_i32gather_epi64(b, i, s))
#define _mm256_mask_i32gather_pd(src, b, i, m, s) ((__m256d)_mm256_mask_i32gather_epi64(_mm256_castpd_si256(src), b, i, _mm256_castpd_si256(m), s))
#define _mm256_i32gather_pd(b, i, s) ((__m256d)_mm256_i32gather_epi64(b, i, s))
#define _mm_mask_i64gather_pd(src, b, i, m, s) ((__m128d)_mm_mask_i64gather_epi64(_mm_castpd_si128(src), b, i, _mm_castpd_si128(m), s))
#define _mm_i64gather_pd(b, i, s) ((__m128d)_mm_i64gather_epi64(b, i, s))
#define _mm256_mask_i64gather_pd(src, b, i, m, s) ((__m256d)_mm256_mask_i64gather_epi64(_mm256_castpd_si256(src), b, i, _mm256_castpd_si256(m), s))
#define _mm256_i64gather_pd(b, i, s) ((__m256d)_mm256_i64gather_epi64(b, i, s))

#endif
