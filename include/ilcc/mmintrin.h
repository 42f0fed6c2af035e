/* mmintrin.h — ilcc's compiler header: the MMX intrinsics (__m64), written from Intel's
   documented semantics on GNU vectors (docs/simd.md). ilcc computes 8-byte vectors in xmm
   registers with SSE2 instructions, as gcc does on x86-64, so _mm_empty has nothing to do. */
#ifndef __ILCC_MMINTRIN_H
#define __ILCC_MMINTRIN_H

typedef int __m64 __attribute__((__vector_size__(8), __may_alias__));
typedef int __m64_u __attribute__((__vector_size__(8), __may_alias__, __aligned__(1)));
typedef char __v8qi __attribute__((__vector_size__(8)));
typedef unsigned char __v8qu __attribute__((__vector_size__(8)));
typedef short __v4hi __attribute__((__vector_size__(8)));
typedef unsigned short __v4hu __attribute__((__vector_size__(8)));
typedef int __v2si __attribute__((__vector_size__(8)));
typedef unsigned int __v2su __attribute__((__vector_size__(8)));
typedef long long __v1di __attribute__((__vector_size__(8)));
typedef float __v2sf __attribute__((__vector_size__(8)));

#define __ILCC_MMX static __inline__ __attribute__((__always_inline__, __artificial__, __target__("mmx")))

__ILCC_MMX void _mm_empty(void) {}
__ILCC_MMX void _m_empty(void) {}

/* Conversions */
__ILCC_MMX __m64 _mm_cvtsi32_si64(int __i) { return (__m64)(__v2si){__i, 0}; }
__ILCC_MMX int _mm_cvtsi64_si32(__m64 __m) { return ((__v2si)__m)[0]; }
__ILCC_MMX __m64 _mm_cvtsi64_m64(long long __i) { return (__m64)__i; }
__ILCC_MMX long long _mm_cvtm64_si64(__m64 __m) { return (long long)__m; }
__ILCC_MMX __m64 _mm_cvtsi64x_si64(long long __i) { return (__m64)__i; }
__ILCC_MMX long long _mm_cvtsi64_si64x(__m64 __m) { return (long long)__m; }
__ILCC_MMX __m64 _mm_set_pi64x(long long __i) { return (__m64)__i; }

/* Packing and unpacking */
__ILCC_MMX __m64 _mm_packs_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_packs((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_packs_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_packs((__v2si)__a, (__v2si)__b); }
__ILCC_MMX __m64 _mm_packs_pu16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_packus((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_unpackhi_pi8(__m64 __a, __m64 __b) {
  return (__m64)__builtin_shuffle((__v8qi)__a, (__v8qi)__b, (__v8qi){4, 12, 5, 13, 6, 14, 7, 15});
}
__ILCC_MMX __m64 _mm_unpackhi_pi16(__m64 __a, __m64 __b) {
  return (__m64)__builtin_shuffle((__v4hi)__a, (__v4hi)__b, (__v4hi){2, 6, 3, 7});
}
__ILCC_MMX __m64 _mm_unpackhi_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_shuffle((__v2si)__a, (__v2si)__b, (__v2si){1, 3}); }
__ILCC_MMX __m64 _mm_unpacklo_pi8(__m64 __a, __m64 __b) {
  return (__m64)__builtin_shuffle((__v8qi)__a, (__v8qi)__b, (__v8qi){0, 8, 1, 9, 2, 10, 3, 11});
}
__ILCC_MMX __m64 _mm_unpacklo_pi16(__m64 __a, __m64 __b) {
  return (__m64)__builtin_shuffle((__v4hi)__a, (__v4hi)__b, (__v4hi){0, 4, 1, 5});
}
__ILCC_MMX __m64 _mm_unpacklo_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_shuffle((__v2si)__a, (__v2si)__b, (__v2si){0, 2}); }

/* Arithmetic */
__ILCC_MMX __m64 _mm_add_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qu)__a + (__v8qu)__b); }
__ILCC_MMX __m64 _mm_add_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hu)__a + (__v4hu)__b); }
__ILCC_MMX __m64 _mm_add_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2su)__a + (__v2su)__b); }
__ILCC_MMX __m64 _mm_add_si64(__m64 __a, __m64 __b) { return (__m64)((unsigned long long)__a + (unsigned long long)__b); }
__ILCC_MMX __m64 _mm_adds_pi8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_adds((__v8qi)__a, (__v8qi)__b); }
__ILCC_MMX __m64 _mm_adds_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_adds((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_adds_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_addus((__v8qi)__a, (__v8qi)__b); }
__ILCC_MMX __m64 _mm_adds_pu16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_addus((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_sub_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qu)__a - (__v8qu)__b); }
__ILCC_MMX __m64 _mm_sub_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hu)__a - (__v4hu)__b); }
__ILCC_MMX __m64 _mm_sub_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2su)__a - (__v2su)__b); }
__ILCC_MMX __m64 _mm_sub_si64(__m64 __a, __m64 __b) { return (__m64)((unsigned long long)__a - (unsigned long long)__b); }
__ILCC_MMX __m64 _mm_subs_pi8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_subs((__v8qi)__a, (__v8qi)__b); }
__ILCC_MMX __m64 _mm_subs_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_subs((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_subs_pu8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_subus((__v8qi)__a, (__v8qi)__b); }
__ILCC_MMX __m64 _mm_subs_pu16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_subus((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_madd_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_madd((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_mulhi_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_mulhi((__v4hi)__a, (__v4hi)__b); }
__ILCC_MMX __m64 _mm_mullo_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hu)__a * (__v4hu)__b); }

/* Shifts: counts of the element width or more give 0 (arithmetic: the sign). */
__ILCC_MMX __m64 _mm_sll_pi16(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psll((__v4hi)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_slli_pi16(__m64 __m, int __c) { return (__m64)__builtin_ia32_psll((__v4hi)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_sll_pi32(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psll((__v2si)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_slli_pi32(__m64 __m, int __c) { return (__m64)__builtin_ia32_psll((__v2si)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_sll_si64(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psll((__v1di)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_slli_si64(__m64 __m, int __c) { return (__m64)__builtin_ia32_psll((__v1di)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_sra_pi16(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psra((__v4hi)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_srai_pi16(__m64 __m, int __c) { return (__m64)__builtin_ia32_psra((__v4hi)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_sra_pi32(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psra((__v2si)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_srai_pi32(__m64 __m, int __c) { return (__m64)__builtin_ia32_psra((__v2si)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_srl_pi16(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psrl((__v4hi)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_srli_pi16(__m64 __m, int __c) { return (__m64)__builtin_ia32_psrl((__v4hi)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_srl_pi32(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psrl((__v2si)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_srli_pi32(__m64 __m, int __c) { return (__m64)__builtin_ia32_psrl((__v2si)__m, (unsigned)__c); }
__ILCC_MMX __m64 _mm_srl_si64(__m64 __m, __m64 __c) { return (__m64)__builtin_ia32_psrl((__v1di)__m, (long long)__c); }
__ILCC_MMX __m64 _mm_srli_si64(__m64 __m, int __c) { return (__m64)__builtin_ia32_psrl((__v1di)__m, (unsigned)__c); }

/* Logical */
__ILCC_MMX __m64 _mm_and_si64(__m64 __a, __m64 __b) { return __a & __b; }
__ILCC_MMX __m64 _mm_andnot_si64(__m64 __a, __m64 __b) { return ~__a & __b; }
__ILCC_MMX __m64 _mm_or_si64(__m64 __a, __m64 __b) { return __a | __b; }
__ILCC_MMX __m64 _mm_xor_si64(__m64 __a, __m64 __b) { return __a ^ __b; }

/* Comparisons: -1 or 0 per element */
__ILCC_MMX __m64 _mm_cmpeq_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a == (__v8qi)__b); }
__ILCC_MMX __m64 _mm_cmpeq_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a == (__v4hi)__b); }
__ILCC_MMX __m64 _mm_cmpeq_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a == (__v2si)__b); }
__ILCC_MMX __m64 _mm_cmpgt_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a > (__v8qi)__b); }
__ILCC_MMX __m64 _mm_cmpgt_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a > (__v4hi)__b); }
__ILCC_MMX __m64 _mm_cmpgt_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a > (__v2si)__b); }

/* Initialization */
__ILCC_MMX __m64 _mm_setzero_si64(void) { return (__m64){0, 0}; }
__ILCC_MMX __m64 _mm_set_pi32(int __i1, int __i0) { return (__m64)(__v2si){__i0, __i1}; }
__ILCC_MMX __m64 _mm_set_pi16(short __w3, short __w2, short __w1, short __w0) { return (__m64)(__v4hi){__w0, __w1, __w2, __w3}; }
__ILCC_MMX __m64 _mm_set_pi8(char __b7, char __b6, char __b5, char __b4, char __b3, char __b2, char __b1, char __b0) {
  return (__m64)(__v8qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7};
}
__ILCC_MMX __m64 _mm_setr_pi32(int __i0, int __i1) { return (__m64)(__v2si){__i0, __i1}; }
__ILCC_MMX __m64 _mm_setr_pi16(short __w0, short __w1, short __w2, short __w3) { return (__m64)(__v4hi){__w0, __w1, __w2, __w3}; }
__ILCC_MMX __m64 _mm_setr_pi8(char __b0, char __b1, char __b2, char __b3, char __b4, char __b5, char __b6, char __b7) {
  return (__m64)(__v8qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7};
}
__ILCC_MMX __m64 _mm_set1_pi32(int __i) { return (__m64)(__v2si){__i, __i}; }
__ILCC_MMX __m64 _mm_set1_pi16(short __w) { return (__m64)(__v4hi){__w, __w, __w, __w}; }
__ILCC_MMX __m64 _mm_set1_pi8(char __b) { return (__m64)(__v8qi){__b, __b, __b, __b, __b, __b, __b, __b}; }

/* The _m_ names */
#define _m_from_int _mm_cvtsi32_si64
#define _m_to_int _mm_cvtsi64_si32
#define _m_from_int64 _mm_cvtsi64_m64
#define _m_to_int64 _mm_cvtm64_si64
#define _m_packsswb _mm_packs_pi16
#define _m_packssdw _mm_packs_pi32
#define _m_packuswb _mm_packs_pu16
#define _m_punpckhbw _mm_unpackhi_pi8
#define _m_punpckhwd _mm_unpackhi_pi16
#define _m_punpckhdq _mm_unpackhi_pi32
#define _m_punpcklbw _mm_unpacklo_pi8
#define _m_punpcklwd _mm_unpacklo_pi16
#define _m_punpckldq _mm_unpacklo_pi32
#define _m_paddb _mm_add_pi8
#define _m_paddw _mm_add_pi16
#define _m_paddd _mm_add_pi32
#define _m_paddsb _mm_adds_pi8
#define _m_paddsw _mm_adds_pi16
#define _m_paddusb _mm_adds_pu8
#define _m_paddusw _mm_adds_pu16
#define _m_psubb _mm_sub_pi8
#define _m_psubw _mm_sub_pi16
#define _m_psubd _mm_sub_pi32
#define _m_psubsb _mm_subs_pi8
#define _m_psubsw _mm_subs_pi16
#define _m_psubusb _mm_subs_pu8
#define _m_psubusw _mm_subs_pu16
#define _m_pmaddwd _mm_madd_pi16
#define _m_pmulhw _mm_mulhi_pi16
#define _m_pmullw _mm_mullo_pi16
#define _m_psllw _mm_sll_pi16
#define _m_psllwi _mm_slli_pi16
#define _m_pslld _mm_sll_pi32
#define _m_pslldi _mm_slli_pi32
#define _m_psllq _mm_sll_si64
#define _m_psllqi _mm_slli_si64
#define _m_psraw _mm_sra_pi16
#define _m_psrawi _mm_srai_pi16
#define _m_psrad _mm_sra_pi32
#define _m_psradi _mm_srai_pi32
#define _m_psrlw _mm_srl_pi16
#define _m_psrlwi _mm_srli_pi16
#define _m_psrld _mm_srl_pi32
#define _m_psrldi _mm_srli_pi32
#define _m_psrlq _mm_srl_si64
#define _m_psrlqi _mm_srli_si64
#define _m_pand _mm_and_si64
#define _m_pandn _mm_andnot_si64
#define _m_por _mm_or_si64
#define _m_pxor _mm_xor_si64
#define _m_pcmpeqb _mm_cmpeq_pi8
#define _m_pcmpeqw _mm_cmpeq_pi16
#define _m_pcmpeqd _mm_cmpeq_pi32
#define _m_pcmpgtb _mm_cmpgt_pi8
#define _m_pcmpgtw _mm_cmpgt_pi16
#define _m_pcmpgtd _mm_cmpgt_pi32

#endif
