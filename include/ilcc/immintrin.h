/* immintrin.h — ilcc's compiler header: every x86 intrinsic ilcc provides (MMX through
   AVX2, BMI1/2, LZCNT, POPCNT, AES-NI, PCLMULQDQ; docs/simd.md). Each intrinsic is
   declared whatever the -m options; using one needs its instruction set in the calling
   function (-m options, -march=, #pragma GCC target or a target("...") attribute). */
#ifndef __ILCC_IMMINTRIN_H
#define __ILCC_IMMINTRIN_H

#include <mmintrin.h>
#include <xmmintrin.h>
#include <emmintrin.h>
#include <pmmintrin.h>
#include <tmmintrin.h>
#include <smmintrin.h>
#include <nmmintrin.h>
#include <wmmintrin.h>
#include <popcntintrin.h>
#include <avxintrin.h>
#include <avx2intrin.h>
#include <bmiintrin.h>
#include <bmi2intrin.h>
#include <lzcntintrin.h>

/* The XCR register (the OS's saving of AVX state; CPUID says whether XGETBV exists). */
static __inline__ __attribute__((__always_inline__, __artificial__)) unsigned long long _xgetbv(unsigned int __x) {
  return (unsigned long long)__builtin_ia32_xgetbv(__x);
}
#define _XCR_XFEATURE_ENABLED_MASK 0

#endif
