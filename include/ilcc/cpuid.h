/* cpuid.h — ilcc's compiler header: the CPUID instruction, as gcc's <cpuid.h> has it
   (docs/simd.md). */
#ifndef __ILCC_CPUID_H
#define __ILCC_CPUID_H

/* Leaf 1, %ecx */
#define bit_SSE3 (1 << 0)
#define bit_PCLMUL (1 << 1)
#define bit_LZCNT (1 << 5)
#define bit_SSSE3 (1 << 9)
#define bit_FMA (1 << 12)
#define bit_CMPXCHG16B (1 << 13)
#define bit_SSE4_1 (1 << 19)
#define bit_SSE4_2 (1 << 20)
#define bit_MOVBE (1 << 22)
#define bit_POPCNT (1 << 23)
#define bit_AES (1 << 25)
#define bit_XSAVE (1 << 26)
#define bit_OSXSAVE (1 << 27)
#define bit_AVX (1 << 28)
#define bit_F16C (1 << 29)
#define bit_RDRND (1 << 30)
/* Leaf 1, %edx */
#define bit_CMPXCHG8B (1 << 8)
#define bit_CMOV (1 << 15)
#define bit_MMX (1 << 23)
#define bit_FXSAVE (1 << 24)
#define bit_SSE (1 << 25)
#define bit_SSE2 (1 << 26)
/* Leaf 0x80000001, %ecx */
#define bit_LAHF_LM (1 << 0)
#define bit_ABM (1 << 5)
#define bit_SSE4a (1 << 6)
#define bit_PRFCHW (1 << 8)
#define bit_XOP (1 << 11)
#define bit_LWP (1 << 15)
#define bit_FMA4 (1 << 16)
#define bit_TBM (1 << 21)
/* Leaf 0x80000001, %edx */
#define bit_MMXEXT (1 << 22)
#define bit_LM (1 << 29)
#define bit_3DNOWP (1 << 30)
#define bit_3DNOW (1u << 31)
/* Leaf 7, subleaf 0, %ebx */
#define bit_FSGSBASE (1 << 0)
#define bit_SGX (1 << 2)
#define bit_BMI (1 << 3)
#define bit_HLE (1 << 4)
#define bit_AVX2 (1 << 5)
#define bit_BMI2 (1 << 8)
#define bit_RTM (1 << 11)
#define bit_AVX512F (1 << 16)
#define bit_AVX512DQ (1 << 17)
#define bit_RDSEED (1 << 18)
#define bit_ADX (1 << 19)
#define bit_AVX512IFMA (1 << 21)
#define bit_CLFLUSHOPT (1 << 23)
#define bit_CLWB (1 << 24)
#define bit_AVX512PF (1 << 26)
#define bit_AVX512ER (1 << 27)
#define bit_AVX512CD (1 << 28)
#define bit_SHA (1 << 29)
#define bit_AVX512BW (1 << 30)
#define bit_AVX512VL (1u << 31)
/* Leaf 7, subleaf 0, %ecx */
#define bit_PREFETCHWT1 (1 << 0)
#define bit_AVX512VBMI (1 << 1)
#define bit_PKU (1 << 3)
#define bit_OSPKE (1 << 4)
#define bit_WAITPKG (1 << 5)
#define bit_AVX512VBMI2 (1 << 6)
#define bit_SHSTK (1 << 7)
#define bit_GFNI (1 << 8)
#define bit_VAES (1 << 9)
#define bit_VPCLMULQDQ (1 << 10)
#define bit_AVX512VNNI (1 << 11)
#define bit_AVX512BITALG (1 << 12)
#define bit_AVX512VPOPCNTDQ (1 << 14)
#define bit_RDPID (1 << 22)
/* Leaf 7, subleaf 0, %edx */
#define bit_AVX5124VNNIW (1 << 2)
#define bit_AVX5124FMAPS (1 << 3)
#define bit_SERIALIZE (1 << 14)
#define bit_HYBRID (1 << 15)
/* Leaf 0xd, subleaf 1, %eax */
#define bit_XSAVEOPT (1 << 0)
#define bit_XSAVEC (1 << 1)
#define bit_XSAVES (1 << 3)

/* The registers CPUID leaf `level` (subleaf `count`) sets, into four unsigned lvalues. */
#define __cpuid(level, a, b, c, d) __cpuid_count(level, 0, a, b, c, d)
#define __cpuid_count(level, count, a, b, c, d)                                                     \
  do {                                                                                              \
    unsigned int __ilcc_r[4];                                                                       \
    __builtin_ia32_cpuid((unsigned int)(level), (unsigned int)(count), __ilcc_r);                   \
    (a) = __ilcc_r[0], (b) = __ilcc_r[1], (c) = __ilcc_r[2], (d) = __ilcc_r[3];                      \
  } while (0)

/* The highest leaf of the range `ext` (0 or 0x80000000) starts; its signature (%ebx) into
   *sig unless that is null. */
static __inline unsigned int __get_cpuid_max(unsigned int __ext, unsigned int* __sig) {
  unsigned int __a, __b, __c, __d;
  __cpuid(__ext, __a, __b, __c, __d);
  if (__sig) *__sig = __b;
  return __a;
}

/* Leaf `leaf` (subleaf `sub`) if the processor has it: 1, else 0. */
static __inline int __get_cpuid_count(unsigned int __leaf, unsigned int __sub, unsigned int* __a, unsigned int* __b,
                                      unsigned int* __c, unsigned int* __d) {
  unsigned int __ext = __leaf & 0x80000000u;
  if (__get_cpuid_max(__ext, 0) < __leaf) return 0;
  __cpuid_count(__leaf, __sub, *__a, *__b, *__c, *__d);
  return 1;
}
static __inline int __get_cpuid(unsigned int __leaf, unsigned int* __a, unsigned int* __b, unsigned int* __c,
                                unsigned int* __d) {
  return __get_cpuid_count(__leaf, 0, __a, __b, __c, __d);
}

/* Microsoft's form: eax, ebx, ecx, edx into info[0..3]. */
static __inline void __cpuidex(int __info[4], int __leaf, int __sub) {
  __builtin_ia32_cpuid((unsigned int)__leaf, (unsigned int)__sub, __info);
}

#endif
