/* tmmintrin.h — ilcc's compiler header: the SSSE3 intrinsics (docs/simd.md). */
#ifndef __ILCC_TMMINTRIN_H
#define __ILCC_TMMINTRIN_H

#include <pmmintrin.h>

#define __ILCC_SSSE3 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("ssse3")))

__ILCC_SSSE3 __m128i _mm_abs_epi8(__m128i __a) { return (__m128i)__builtin_ia32_abs((__v16qi)__a); }
__ILCC_SSSE3 __m128i _mm_abs_epi16(__m128i __a) { return (__m128i)__builtin_ia32_abs((__v8hi)__a); }
__ILCC_SSSE3 __m128i _mm_abs_epi32(__m128i __a) { return (__m128i)__builtin_ia32_abs((__v4si)__a); }
__ILCC_SSSE3 __m64 _mm_abs_pi8(__m64 __a) { return (__m64)__builtin_ia32_abs((__v8qi)__a); }
__ILCC_SSSE3 __m64 _mm_abs_pi16(__m64 __a) { return (__m64)__builtin_ia32_abs((__v4hi)__a); }
__ILCC_SSSE3 __m64 _mm_abs_pi32(__m64 __a) { return (__m64)__builtin_ia32_abs((__v2si)__a); }
#define _mm_alignr_epi8(a, b, imm) ((__m128i)__builtin_ia32_palignr((__v16qi)(__m128i)(a), (__v16qi)(__m128i)(b), (imm) & 0xff))
#define _mm_alignr_pi8(a, b, imm) ((__m64)__builtin_ia32_palignr((__v8qi)(__m64)(a), (__v8qi)(__m64)(b), (imm) & 0xff))
__ILCC_SSSE3 __m128i _mm_hadd_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phadd((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m128i _mm_hadd_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phadd((__v4si)__a, (__v4si)__b); }
__ILCC_SSSE3 __m128i _mm_hadds_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phadds((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m128i _mm_hsub_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phsub((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m128i _mm_hsub_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phsub((__v4si)__a, (__v4si)__b); }
__ILCC_SSSE3 __m128i _mm_hsubs_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_phsubs((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m64 _mm_hadd_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phadd((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m64 _mm_hadd_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phadd((__v2si)__a, (__v2si)__b); }
__ILCC_SSSE3 __m64 _mm_hadds_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phadds((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m64 _mm_hsub_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phsub((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m64 _mm_hsub_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phsub((__v2si)__a, (__v2si)__b); }
__ILCC_SSSE3 __m64 _mm_hsubs_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_phsubs((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m128i _mm_maddubs_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_maddubs((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSSE3 __m64 _mm_maddubs_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_maddubs((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSSE3 __m128i _mm_mulhrs_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_mulhrs((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m64 _mm_mulhrs_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_mulhrs((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m128i _mm_shuffle_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_pshufb((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSSE3 __m64 _mm_shuffle_pi8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_pshufb((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSSE3 __m128i _mm_sign_epi8(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_sign((__v16qi)__a, (__v16qi)__b); }
__ILCC_SSSE3 __m128i _mm_sign_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_sign((__v8hi)__a, (__v8hi)__b); }
__ILCC_SSSE3 __m128i _mm_sign_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_ia32_sign((__v4si)__a, (__v4si)__b); }
__ILCC_SSSE3 __m64 _mm_sign_pi8(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_sign((__v8qi)__a, (__v8qi)__b); }
__ILCC_SSSE3 __m64 _mm_sign_pi16(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_sign((__v4hi)__a, (__v4hi)__b); }
__ILCC_SSSE3 __m64 _mm_sign_pi32(__m64 __a, __m64 __b) { return (__m64)__builtin_ia32_sign((__v2si)__a, (__v2si)__b); }

#endif
