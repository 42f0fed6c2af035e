/* lzcntintrin.h — ilcc's compiler header: the LZCNT intrinsics, included by <immintrin.h>
   and <x86intrin.h> (docs/simd.md). */
#ifndef __ILCC_LZCNTINTRIN_H
#define __ILCC_LZCNTINTRIN_H

#define __ILCC_LZCNT static __inline__ __attribute__((__always_inline__, __artificial__, __target__("lzcnt")))

__ILCC_LZCNT unsigned short __lzcnt16(unsigned short __x) { return __builtin_ia32_lzcnt(__x); }
__ILCC_LZCNT unsigned int __lzcnt32(unsigned int __x) { return __builtin_ia32_lzcnt(__x); }
__ILCC_LZCNT unsigned int _lzcnt_u32(unsigned int __x) { return __builtin_ia32_lzcnt(__x); }
__ILCC_LZCNT unsigned long long __lzcnt64(unsigned long long __x) { return __builtin_ia32_lzcnt(__x); }
__ILCC_LZCNT unsigned long long _lzcnt_u64(unsigned long long __x) { return __builtin_ia32_lzcnt(__x); }

#undef __ILCC_LZCNT
#endif
