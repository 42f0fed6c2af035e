/* popcntintrin.h — ilcc's compiler header: the POPCNT intrinsics. */
#ifndef __ILCC_POPCNTINTRIN_H
#define __ILCC_POPCNTINTRIN_H

#define __ILCC_POPCNT static __inline__ __attribute__((__always_inline__, __artificial__, __target__("popcnt")))

__ILCC_POPCNT int _mm_popcnt_u32(unsigned int __x) { return __builtin_popcount(__x); }
__ILCC_POPCNT long long _mm_popcnt_u64(unsigned long long __x) { return __builtin_popcountll(__x); }

#endif
