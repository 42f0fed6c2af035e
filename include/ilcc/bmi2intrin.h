/* bmi2intrin.h — ilcc's compiler header: the BMI2 intrinsics, included by <immintrin.h>
   and <x86intrin.h> (docs/simd.md). */
#ifndef __ILCC_BMI2INTRIN_H
#define __ILCC_BMI2INTRIN_H

#define __ILCC_BMI2 static __inline__ __attribute__((__always_inline__, __artificial__, __target__("bmi2")))

__ILCC_BMI2 unsigned int _bzhi_u32(unsigned int __x, unsigned int __n) { return __builtin_ia32_bzhi(__x, __n); }
__ILCC_BMI2 unsigned int _pdep_u32(unsigned int __x, unsigned int __m) { return __builtin_ia32_pdep(__x, __m); }
__ILCC_BMI2 unsigned int _pext_u32(unsigned int __x, unsigned int __m) { return __builtin_ia32_pext(__x, __m); }
__ILCC_BMI2 unsigned int _mulx_u32(unsigned int __a, unsigned int __b, unsigned int* __hi) {
  unsigned long long __p = (unsigned long long)__a * __b;
  *__hi = (unsigned int)(__p >> 32);
  return (unsigned int)__p;
}
__ILCC_BMI2 unsigned long long _bzhi_u64(unsigned long long __x, unsigned int __n) {
  return __builtin_ia32_bzhi(__x, (unsigned long long)__n);
}
__ILCC_BMI2 unsigned long long _pdep_u64(unsigned long long __x, unsigned long long __m) {
  return __builtin_ia32_pdep(__x, __m);
}
__ILCC_BMI2 unsigned long long _pext_u64(unsigned long long __x, unsigned long long __m) {
  return __builtin_ia32_pext(__x, __m);
}
__ILCC_BMI2 unsigned long long _mulx_u64(unsigned long long __a, unsigned long long __b, unsigned long long* __hi) {
  unsigned __int128 __p = (unsigned __int128)__a * __b;
  *__hi = (unsigned long long)(__p >> 64);
  return (unsigned long long)__p;
}

#undef __ILCC_BMI2
#endif
