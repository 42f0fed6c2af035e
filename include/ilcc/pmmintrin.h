/* pmmintrin.h — ilcc's compiler header: the SSE3 intrinsics (docs/simd.md). */
#ifndef __ILCC_PMMINTRIN_H
#define __ILCC_PMMINTRIN_H

#include <emmintrin.h>

/* MXCSR's denormals-are-zero bit */
#define _MM_DENORMALS_ZERO_MASK 0x0040
#define _MM_DENORMALS_ZERO_ON 0x0040
#define _MM_DENORMALS_ZERO_OFF 0x0000
#define _MM_SET_DENORMALS_ZERO_MODE(mode) _mm_setcsr((_mm_getcsr() & ~_MM_DENORMALS_ZERO_MASK) | (mode))
#define _MM_GET_DENORMALS_ZERO_MODE() (_mm_getcsr() & _MM_DENORMALS_ZERO_MASK)

#define __ILCC_SSE3 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse3")))

__ILCC_SSE3 __m128 _mm_addsub_ps(__m128 __a, __m128 __b) { return (__m128)__builtin_ia32_addsub((__v4sf)__a, (__v4sf)__b); }
__ILCC_SSE3 __m128d _mm_addsub_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_ia32_addsub((__v2df)__a, (__v2df)__b); }
__ILCC_SSE3 __m128 _mm_hadd_ps(__m128 __a, __m128 __b) { return (__m128)__builtin_ia32_hadd((__v4sf)__a, (__v4sf)__b); }
__ILCC_SSE3 __m128d _mm_hadd_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_ia32_hadd((__v2df)__a, (__v2df)__b); }
__ILCC_SSE3 __m128 _mm_hsub_ps(__m128 __a, __m128 __b) { return (__m128)__builtin_ia32_hsub((__v4sf)__a, (__v4sf)__b); }
__ILCC_SSE3 __m128d _mm_hsub_pd(__m128d __a, __m128d __b) { return (__m128d)__builtin_ia32_hsub((__v2df)__a, (__v2df)__b); }
__ILCC_SSE3 __m128i _mm_lddqu_si128(const __m128i_u* __p) { return *__p; }
__ILCC_SSE3 __m128d _mm_loaddup_pd(const double* __p) { double __d = *__p; return (__m128d){__d, __d}; }
__ILCC_SSE3 __m128d _mm_movedup_pd(__m128d __a) { return (__m128d)__builtin_shuffle((__v2df)__a, (__v2di){0, 0}); }
__ILCC_SSE3 __m128 _mm_movehdup_ps(__m128 __a) { return (__m128)__builtin_shuffle((__v4sf)__a, (__v4si){1, 1, 3, 3}); }
__ILCC_SSE3 __m128 _mm_moveldup_ps(__m128 __a) { return (__m128)__builtin_shuffle((__v4sf)__a, (__v4si){0, 0, 2, 2}); }

#endif
