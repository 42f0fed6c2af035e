/* The x86 intrinsics gen-simd.py does not generate tests for: processor state (MXCSR,
   the time stamp counter, CPUID, XCR0), fences, aligned allocation, the helper macros, and
   the few intrinsics gcc 12 lacks (docs/simd.md). Output that depends on the processor is
   reduced to what every x86-64 processor ilcc targets agrees on. */
#pragma GCC target("sse4.2,avx,bmi,bmi2,popcnt")
#include <cpuid.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <x86intrin.h>

#ifndef __ilcc__ /* gcc 12 lacks these (clang has them) */
static unsigned int _mulx_u32(unsigned int a, unsigned int b, unsigned int* hi) {
  unsigned long long p = (unsigned long long)a * b;
  *hi = (unsigned int)(p >> 32);
  return (unsigned int)p;
}
static int _mm_tzcnt_32(unsigned int x) { return (int)_tzcnt_u32(x); }
static long long _mm_tzcnt_64(unsigned long long x) { return (long long)_tzcnt_u64(x); }
static unsigned int _bextr2_u32(unsigned int x, unsigned int c) { return __bextr_u32(x, c); }
static unsigned long long _bextr2_u64(unsigned long long x, unsigned long long c) { return __bextr_u64(x, c); }
#endif

static void mxcsr(void) {
  unsigned saved = _mm_getcsr();
  printf("mxcsr default masks %x rounding %x\n", saved & 0x1f80, _MM_GET_ROUNDING_MODE());
  /* (Volatile: the conversions must not move before the mode changes; without FENV_ACCESS
     compilers may compute them once.) */
  volatile float a = 2.5f, b = -2.5f;
  volatile double c = 7.5;
  static const unsigned modes[] = {_MM_ROUND_NEAREST, _MM_ROUND_DOWN, _MM_ROUND_UP, _MM_ROUND_TOWARD_ZERO};
  for (int i = 0; i < 4; i++) {
    _MM_SET_ROUNDING_MODE(modes[i]);
    int r1 = _mm_cvtss_si32(_mm_set_ss(a)), r2 = _mm_cvtss_si32(_mm_set_ss(b)), r3 = _mm_cvtsd_si32(_mm_set_sd(c));
    printf("rounding %x: %d %d %d\n", _MM_GET_ROUNDING_MODE(), r1, r2, r3);
  }
  _mm_setcsr(saved);
  /* Exception flags: 1/0 sets divide-by-zero. */
  _MM_SET_EXCEPTION_STATE(0);
  volatile float zero = 0.0f;
  __m128 q = _mm_div_ss(_mm_set_ss(1.0f), _mm_set_ss(zero));
  printf("after 1/0: inf %d, divide-by-zero flag %d\n", _mm_cvtss_f32(q) > 1e38f, (_MM_GET_EXCEPTION_STATE() & _MM_EXCEPT_DIV_ZERO) != 0);
  _MM_SET_EXCEPTION_STATE(0);
  printf("cleared %x\n", _MM_GET_EXCEPTION_STATE());
  _MM_SET_FLUSH_ZERO_MODE(_MM_FLUSH_ZERO_ON);
  printf("ftz %x\n", _MM_GET_FLUSH_ZERO_MODE());
  _MM_SET_DENORMALS_ZERO_MODE(_MM_DENORMALS_ZERO_ON);
  printf("daz %x\n", _MM_GET_DENORMALS_ZERO_MODE());
  _MM_SET_EXCEPTION_MASK(_MM_MASK_MASK & ~_MM_MASK_INEXACT);
  printf("mask %x\n", _MM_GET_EXCEPTION_MASK());
  _mm_setcsr(saved);
  printf("restored %d\n", _mm_getcsr() == saved);
}

static void timing(void) {
  unsigned long long a = __rdtsc(), b = _rdtsc();
  unsigned aux = 12345;
  unsigned long long c = __rdtscp(&aux);
  printf("rdtsc nonzero %d monotonic %d\n", a != 0, b >= a && c >= b);
  _mm_lfence();
  _mm_mfence();
  _mm_sfence();
  _mm_pause();
  char buf[64] = {1};
  _mm_clflush(buf);
  _mm_prefetch(buf, _MM_HINT_T0);
  _mm_prefetch(buf, _MM_HINT_NTA);
  printf("fences ok %d\n", buf[0]);
}

static void cpuid(void) {
  unsigned a, b, c, d, sig = 0;
  unsigned max = __get_cpuid_max(0, &sig);
  printf("max leaf >= 1: %d, signature nonzero %d\n", max >= 1, sig != 0);
  unsigned ext = __get_cpuid_max(0x80000000, 0);
  printf("extended leaves %d\n", ext >= 0x80000001);
  if (__get_cpuid(1, &a, &b, &c, &d)) printf("sse %d sse2 %d\n", (d & bit_SSE) != 0, (d & bit_SSE2) != 0);
  __cpuid(0, a, b, c, d);
  char vendor[13];
  memcpy(vendor, &b, 4);
  memcpy(vendor + 4, &d, 4);
  memcpy(vendor + 8, &c, 4);
  vendor[12] = 0;
  printf("vendor printable %d\n", vendor[0] >= 'A' && vendor[0] <= 'z');
  unsigned a2, b2, c2, d2;
  __cpuid_count(0, 0, a2, b2, c2, d2);
  printf("count form agrees %d\n", a2 == a && b2 == b && c2 == c && d2 == d);
  int info[4];
  __cpuidex(info, 0, 0);
  printf("cpuidex agrees %d\n", (unsigned)info[0] == a && (unsigned)info[1] == b);
  printf("leaf beyond max %d\n", __get_cpuid_count(max + 1, 0, &a, &b, &c, &d));
  if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE)) printf("xcr0 has x87 and sse: %d\n", (int)(_xgetbv(0) & 3) == 3);
  else printf("xcr0 has x87 and sse: 1\n");
}

static void memory(void) {
  for (size_t al = 1; al <= 4096; al *= 4) {
    void* p = _mm_malloc(100, al);
    printf("_mm_malloc(100, %zu): %d\n", al, p != 0 && ((uintptr_t)p & (al - 1)) == 0);
    memset(p, 7, 100);
    _mm_free(p);
  }
}

static void macros(void) {
  printf("_MM_SHUFFLE %d %d\n", _MM_SHUFFLE(3, 2, 1, 0), _MM_SHUFFLE(0, 1, 2, 3));
  printf("_MM_SHUFFLE2 %d\n", _MM_SHUFFLE2(1, 0));
  __m128 r0 = _mm_setr_ps(1, 2, 3, 4), r1 = _mm_setr_ps(5, 6, 7, 8), r2 = _mm_setr_ps(9, 10, 11, 12),
         r3 = _mm_setr_ps(13, 14, 15, 16);
  _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
  float f[16];
  _mm_storeu_ps(f, r0);
  _mm_storeu_ps(f + 4, r1);
  _mm_storeu_ps(f + 8, r2);
  _mm_storeu_ps(f + 12, r3);
  for (int i = 0; i < 16; i++) printf("%g ", f[i]);
  printf("\n");
  float e;
  _MM_EXTRACT_FLOAT(e, r1, 2);
  printf("_MM_EXTRACT_FLOAT %g\n", e);
  __m128 ins = _mm_insert_ps(r0, r3, _MM_MK_INSERTPS_NDX(1, 2, 1));
  _mm_storeu_ps(f, ins);
  printf("_MM_MK_INSERTPS_NDX %g %g %g %g\n", f[0], f[1], f[2], f[3]);
  /* Undefined vectors: only usable as a base to overwrite. */
  __m128 u = _mm_move_ss(_mm_undefined_ps(), _mm_set_ss(3.0f));
  __m128d ud = _mm_move_sd(_mm_undefined_pd(), _mm_set_sd(4.0));
  __m128i ui = _mm_insert_epi32(_mm_undefined_si128(), 5, 0);
  __m256 u8 = _mm256_insertf128_ps(_mm256_undefined_ps(), _mm_set1_ps(6.0f), 0);
  __m256d u8d = _mm256_insertf128_pd(_mm256_undefined_pd(), _mm_set1_pd(7.0), 0);
  __m256i u8i = _mm256_insertf128_si256(_mm256_undefined_si256(), _mm_set1_epi32(8), 0);
  printf("undefined bases %g %g %d %g %g %d\n", _mm_cvtss_f32(u), _mm_cvtsd_f64(ud), _mm_cvtsi128_si32(ui),
         _mm256_cvtss_f32(u8), _mm256_cvtsd_f64(u8d), _mm256_cvtsi256_si32(u8i));
  _mm256_zeroupper();
  _mm256_zeroall();
  __m64 m = _mm_set_pi32(1, 2);
  _mm_empty();
  _m_empty();
  printf("mmx %d\n", _mm_cvtsi64_si32(m));
}

static void ilcc_only(void) {
  unsigned hi;
  unsigned lo = _mulx_u32(0xfedcba98u, 0x12345678u, &hi);
  printf("_mulx_u32 %08x %08x\n", hi, lo);
  printf("_mm_tzcnt_32 %d %d\n", _mm_tzcnt_32(0), _mm_tzcnt_32(0x80));
  printf("_mm_tzcnt_64 %lld %lld\n", _mm_tzcnt_64(0), _mm_tzcnt_64(1ull << 40));
  printf("_bextr2_u32 %x\n", _bextr2_u32(0x12345678u, 4 | 12 << 8));
  printf("_bextr2_u64 %llx\n", _bextr2_u64(0x123456789abcdef0ull, 20 | 40 << 8));
}

int main(void) {
  mxcsr();
  timing();
  cpuid();
  memory();
  macros();
  ilcc_only();
  return 0;
}
