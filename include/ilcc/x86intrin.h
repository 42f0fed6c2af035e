/* x86intrin.h — ilcc's compiler header: <immintrin.h> and the x86 intrinsics that need
   no instruction set extension (time stamp counter, bit scans, rotates, byte swaps;
   docs/simd.md). */
#ifndef __ILCC_X86INTRIN_H
#define __ILCC_X86INTRIN_H

#include <immintrin.h>

#define __ILCC_X86 static __inline__ __attribute__((__always_inline__, __artificial__))

__ILCC_X86 unsigned long long __rdtsc(void) { return (unsigned long long)__builtin_ia32_rdtsc(); }
__ILCC_X86 unsigned long long __rdtscp(unsigned int* __aux) { return (unsigned long long)__builtin_ia32_rdtscp(__aux); }
#define _rdtsc() __rdtsc()
#define _rdtscp(a) __rdtscp(a)

__ILCC_X86 int __bsfd(int __x) { return __builtin_ctz((unsigned)__x); }
__ILCC_X86 int __bsrd(int __x) { return 31 - __builtin_clz((unsigned)__x); }
__ILCC_X86 int __bswapd(int __x) { return (int)__builtin_bswap32((unsigned)__x); }
__ILCC_X86 int __bsfq(long long __x) { return __builtin_ctzll((unsigned long long)__x); }
__ILCC_X86 int __bsrq(long long __x) { return 63 - __builtin_clzll((unsigned long long)__x); }
__ILCC_X86 long long __bswapq(long long __x) { return (long long)__builtin_bswap64((unsigned long long)__x); }
#define _bit_scan_forward(a) __bsfd(a)
#define _bit_scan_reverse(a) __bsrd(a)
#define _bswap(a) __bswapd(a)
#define _bswap64(a) __bswapq(a)

__ILCC_X86 int __popcntd(unsigned int __x) { return __builtin_popcount(__x); }
__ILCC_X86 long long __popcntq(unsigned long long __x) { return __builtin_popcountll(__x); }
#define _popcnt32(a) __popcntd(a)
#define _popcnt64(a) __popcntq(a)

__ILCC_X86 unsigned char __rolb(unsigned char __x, int __n) {
  __n &= 7;
  return (unsigned char)(__x << __n | __x >> ((8 - __n) & 7));
}
__ILCC_X86 unsigned char __rorb(unsigned char __x, int __n) {
  __n &= 7;
  return (unsigned char)(__x >> __n | __x << ((8 - __n) & 7));
}
__ILCC_X86 unsigned short __rolw(unsigned short __x, int __n) {
  __n &= 15;
  return (unsigned short)(__x << __n | __x >> ((16 - __n) & 15));
}
__ILCC_X86 unsigned short __rorw(unsigned short __x, int __n) {
  __n &= 15;
  return (unsigned short)(__x >> __n | __x << ((16 - __n) & 15));
}
__ILCC_X86 unsigned int __rold(unsigned int __x, int __n) {
  __n &= 31;
  return __x << __n | __x >> ((32 - __n) & 31);
}
__ILCC_X86 unsigned int __rord(unsigned int __x, int __n) {
  __n &= 31;
  return __x >> __n | __x << ((32 - __n) & 31);
}
__ILCC_X86 unsigned long long __rolq(unsigned long long __x, int __n) {
  __n &= 63;
  return __x << __n | __x >> ((64 - __n) & 63);
}
__ILCC_X86 unsigned long long __rorq(unsigned long long __x, int __n) {
  __n &= 63;
  return __x >> __n | __x << ((64 - __n) & 63);
}
#define _rotl(a, b) __rold((a), (b))
#define _rotr(a, b) __rord((a), (b))
#define _rotwl(a, b) __rolw((a), (b))
#define _rotwr(a, b) __rorw((a), (b))
#define _lrotl(a, b) __rolq((a), (b))
#define _lrotr(a, b) __rorq((a), (b))

#define __ILCC_CRC static __inline__ __attribute__((__always_inline__, __artificial__, __target__("sse4.2")))
__ILCC_CRC unsigned int __crc32b(unsigned int __c, unsigned char __v) { return (unsigned)__builtin_ia32_crc32qi(__c, __v); }
__ILCC_CRC unsigned int __crc32w(unsigned int __c, unsigned short __v) { return (unsigned)__builtin_ia32_crc32hi(__c, __v); }
__ILCC_CRC unsigned int __crc32d(unsigned int __c, unsigned int __v) { return (unsigned)__builtin_ia32_crc32si(__c, __v); }
__ILCC_CRC unsigned long long __crc32q(unsigned long long __c, unsigned long long __v) {
  return (unsigned long long)__builtin_ia32_crc32di(__c, __v);
}

#undef __ILCC_CRC
#undef __ILCC_X86
#endif
