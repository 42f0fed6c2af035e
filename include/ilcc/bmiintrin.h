/* bmiintrin.h — ilcc's compiler header: the BMI1 intrinsics, included by <immintrin.h>
   and <x86intrin.h> (docs/simd.md). */
#ifndef __ILCC_BMIINTRIN_H
#define __ILCC_BMIINTRIN_H

#define __ILCC_BMI static __inline__ __attribute__((__always_inline__, __artificial__, __target__("bmi")))

__ILCC_BMI unsigned short __tzcnt_u16(unsigned short __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned short _tzcnt_u16(unsigned short __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned int __tzcnt_u32(unsigned int __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned int _tzcnt_u32(unsigned int __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI int _mm_tzcnt_32(unsigned int __x) { return (int)__builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned int __andn_u32(unsigned int __a, unsigned int __b) { return ~__a & __b; }
__ILCC_BMI unsigned int _andn_u32(unsigned int __a, unsigned int __b) { return ~__a & __b; }
__ILCC_BMI unsigned int __bextr_u32(unsigned int __x, unsigned int __c) { return __builtin_ia32_bextr(__x, __c); }
__ILCC_BMI unsigned int _bextr_u32(unsigned int __x, unsigned int __s, unsigned int __l) {
  return __builtin_ia32_bextr(__x, (__s & 255) | (__l & 255) << 8);
}
__ILCC_BMI unsigned int _bextr2_u32(unsigned int __x, unsigned int __c) { return __builtin_ia32_bextr(__x, __c); }
__ILCC_BMI unsigned int __blsi_u32(unsigned int __x) { return __x & -__x; }
__ILCC_BMI unsigned int _blsi_u32(unsigned int __x) { return __x & -__x; }
__ILCC_BMI unsigned int __blsmsk_u32(unsigned int __x) { return __x ^ (__x - 1); }
__ILCC_BMI unsigned int _blsmsk_u32(unsigned int __x) { return __x ^ (__x - 1); }
__ILCC_BMI unsigned int __blsr_u32(unsigned int __x) { return __x & (__x - 1); }
__ILCC_BMI unsigned int _blsr_u32(unsigned int __x) { return __x & (__x - 1); }

__ILCC_BMI unsigned long long __tzcnt_u64(unsigned long long __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned long long _tzcnt_u64(unsigned long long __x) { return __builtin_ia32_tzcnt(__x); }
__ILCC_BMI long long _mm_tzcnt_64(unsigned long long __x) { return (long long)__builtin_ia32_tzcnt(__x); }
__ILCC_BMI unsigned long long __andn_u64(unsigned long long __a, unsigned long long __b) { return ~__a & __b; }
__ILCC_BMI unsigned long long _andn_u64(unsigned long long __a, unsigned long long __b) { return ~__a & __b; }
__ILCC_BMI unsigned long long __bextr_u64(unsigned long long __x, unsigned long long __c) {
  return __builtin_ia32_bextr(__x, __c);
}
__ILCC_BMI unsigned long long _bextr_u64(unsigned long long __x, unsigned int __s, unsigned int __l) {
  return __builtin_ia32_bextr(__x, (unsigned long long)((__s & 255) | (__l & 255) << 8));
}
__ILCC_BMI unsigned long long _bextr2_u64(unsigned long long __x, unsigned long long __c) {
  return __builtin_ia32_bextr(__x, __c);
}
__ILCC_BMI unsigned long long __blsi_u64(unsigned long long __x) { return __x & -__x; }
__ILCC_BMI unsigned long long _blsi_u64(unsigned long long __x) { return __x & -__x; }
__ILCC_BMI unsigned long long __blsmsk_u64(unsigned long long __x) { return __x ^ (__x - 1); }
__ILCC_BMI unsigned long long _blsmsk_u64(unsigned long long __x) { return __x ^ (__x - 1); }
__ILCC_BMI unsigned long long __blsr_u64(unsigned long long __x) { return __x & (__x - 1); }
__ILCC_BMI unsigned long long _blsr_u64(unsigned long long __x) { return __x & (__x - 1); }

#undef __ILCC_BMI
#endif
