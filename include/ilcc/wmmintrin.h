/* wmmintrin.h — ilcc's compiler header: the AES-NI and PCLMULQDQ intrinsics. */
#ifndef __ILCC_WMMINTRIN_H
#define __ILCC_WMMINTRIN_H

#include <emmintrin.h>

#define __ILCC_AES static __inline__ __attribute__((__always_inline__, __artificial__, __target__("aes")))

__ILCC_AES __m128i _mm_aesenc_si128(__m128i __s, __m128i __k) { return (__m128i)__builtin_ia32_aesenc128((__v2di)__s, (__v2di)__k); }
__ILCC_AES __m128i _mm_aesenclast_si128(__m128i __s, __m128i __k) { return (__m128i)__builtin_ia32_aesenclast128((__v2di)__s, (__v2di)__k); }
__ILCC_AES __m128i _mm_aesdec_si128(__m128i __s, __m128i __k) { return (__m128i)__builtin_ia32_aesdec128((__v2di)__s, (__v2di)__k); }
__ILCC_AES __m128i _mm_aesdeclast_si128(__m128i __s, __m128i __k) { return (__m128i)__builtin_ia32_aesdeclast128((__v2di)__s, (__v2di)__k); }
__ILCC_AES __m128i _mm_aesimc_si128(__m128i __s) { return (__m128i)__builtin_ia32_aesimc128((__v2di)__s); }
#define _mm_aeskeygenassist_si128(s, imm) ((__m128i)__builtin_ia32_aeskeygenassist128((__v2di)(__m128i)(s), (imm)))
/* Carry-less product of the quadwords imm bit 0 (of a) and bit 4 (of b) select. */
#define _mm_clmulepi64_si128(a, b, imm) ((__m128i)__builtin_ia32_pclmulqdq128((__v2di)(__m128i)(a), (__v2di)(__m128i)(b), (imm)))

#endif
