/* An xxHash3-style accumulation loop (XXH3_accumulate_512 and XXH3_scrambleAcc) three
   ways: scalar, SSE2 and AVX2 (a target("avx2") function), over the same input; the three
   accumulators must agree and the printed hash is gcc's (docs/simd.md). */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define STRIPE 64
#define SECRET_SIZE 192
#define PRIME32_1 0x9E3779B1U
#define PRIME64_1 0x9E3779B185EBCA87ULL
#define PRIME64_2 0xC2B2AE3D27D4EB4FULL

static uint8_t secret[SECRET_SIZE];
static uint8_t input[4096 + 37];

static uint64_t read64(const void* p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

/* ---- scalar reference */
static void accumulate_scalar(uint64_t acc[8], const uint8_t* in, const uint8_t* sec) {
  for (int i = 0; i < 8; i++) {
    uint64_t data = read64(in + 8 * i), key = data ^ read64(sec + 8 * i);
    acc[i ^ 1] += data;
    acc[i] += (uint32_t)key * (uint64_t)(uint32_t)(key >> 32);
  }
}
static void scramble_scalar(uint64_t acc[8], const uint8_t* sec) {
  for (int i = 0; i < 8; i++) {
    uint64_t a = acc[i];
    a ^= a >> 47;
    a ^= read64(sec + 8 * i);
    acc[i] = a * PRIME32_1;
  }
}

/* ---- SSE2 */
static void accumulate_sse2(__m128i acc[4], const uint8_t* in, const uint8_t* sec) {
  for (int i = 0; i < 4; i++) {
    __m128i data = _mm_loadu_si128((const __m128i*)in + i);
    __m128i key = _mm_loadu_si128((const __m128i*)sec + i);
    __m128i dk = _mm_xor_si128(data, key);
    __m128i dk_lo = _mm_shuffle_epi32(dk, _MM_SHUFFLE(0, 3, 0, 1));
    __m128i product = _mm_mul_epu32(dk, dk_lo);
    __m128i swap = _mm_shuffle_epi32(data, _MM_SHUFFLE(1, 0, 3, 2));
    __m128i sum = _mm_add_epi64(acc[i], swap);
    acc[i] = _mm_add_epi64(product, sum);
  }
}
static void scramble_sse2(__m128i acc[4], const uint8_t* sec) {
  const __m128i prime = _mm_set1_epi32((int)PRIME32_1);
  for (int i = 0; i < 4; i++) {
    __m128i a = acc[i];
    __m128i shifted = _mm_srli_epi64(a, 47);
    __m128i data = _mm_xor_si128(a, shifted);
    __m128i key = _mm_loadu_si128((const __m128i*)sec + i);
    __m128i dk = _mm_xor_si128(data, key);
    __m128i dk_hi = _mm_shuffle_epi32(dk, _MM_SHUFFLE(0, 3, 0, 1));
    __m128i lo = _mm_mul_epu32(dk, prime), hi = _mm_mul_epu32(dk_hi, prime);
    acc[i] = _mm_add_epi64(lo, _mm_slli_epi64(hi, 32));
  }
}

/* ---- AVX2 */
__attribute__((target("avx2"))) static void accumulate_avx2(__m256i acc[2], const uint8_t* in, const uint8_t* sec) {
  for (int i = 0; i < 2; i++) {
    __m256i data = _mm256_loadu_si256((const __m256i*)in + i);
    __m256i key = _mm256_loadu_si256((const __m256i*)sec + i);
    __m256i dk = _mm256_xor_si256(data, key);
    __m256i dk_lo = _mm256_shuffle_epi32(dk, _MM_SHUFFLE(0, 3, 0, 1));
    __m256i product = _mm256_mul_epu32(dk, dk_lo);
    __m256i swap = _mm256_shuffle_epi32(data, _MM_SHUFFLE(1, 0, 3, 2));
    __m256i sum = _mm256_add_epi64(acc[i], swap);
    acc[i] = _mm256_add_epi64(product, sum);
  }
}
__attribute__((target("avx2"))) static void scramble_avx2(__m256i acc[2], const uint8_t* sec) {
  const __m256i prime = _mm256_set1_epi32((int)PRIME32_1);
  for (int i = 0; i < 2; i++) {
    __m256i a = acc[i];
    __m256i data = _mm256_xor_si256(a, _mm256_srli_epi64(a, 47));
    __m256i dk = _mm256_xor_si256(data, _mm256_loadu_si256((const __m256i*)sec + i));
    __m256i dk_hi = _mm256_shuffle_epi32(dk, _MM_SHUFFLE(0, 3, 0, 1));
    __m256i lo = _mm256_mul_epu32(dk, prime), hi = _mm256_mul_epu32(dk_hi, prime);
    acc[i] = _mm256_add_epi64(lo, _mm256_slli_epi64(hi, 32));
  }
}
__attribute__((target("avx2"))) static void hash_avx2(uint64_t out[8], const uint8_t* in, size_t len) {
  __m256i acc[2];
  static const uint64_t init[8] = {PRIME32_1, PRIME64_1, PRIME64_2, 0x165667B19E3779F9ULL, 0x85EBCA77C2B2AE63ULL,
                                   0x27D4EB2F165667C5ULL, 0x61C8864E7A143579ULL, PRIME32_1 * 3ULL};
  memcpy(acc, init, 64);
  size_t stripes_per_block = (SECRET_SIZE - STRIPE) / 8, block = stripes_per_block * STRIPE;
  size_t n = 0;
  for (; n + block <= len; n += block) {
    for (size_t s = 0; s < stripes_per_block; s++) accumulate_avx2(acc, in + n + s * STRIPE, secret + s * 8);
    scramble_avx2(acc, secret + SECRET_SIZE - STRIPE);
  }
  for (size_t s = 0; n + (s + 1) * STRIPE <= len; s++) accumulate_avx2(acc, in + n + s * STRIPE, secret + s * 8);
  memcpy(out, acc, 64);
}

static const uint64_t kInit[8] = {PRIME32_1, PRIME64_1, PRIME64_2, 0x165667B19E3779F9ULL, 0x85EBCA77C2B2AE63ULL,
                                  0x27D4EB2F165667C5ULL, 0x61C8864E7A143579ULL, PRIME32_1 * 3ULL};

static void hash_scalar(uint64_t acc[8], const uint8_t* in, size_t len) {
  memcpy(acc, kInit, 64);
  size_t stripes_per_block = (SECRET_SIZE - STRIPE) / 8, block = stripes_per_block * STRIPE;
  size_t n = 0;
  for (; n + block <= len; n += block) {
    for (size_t s = 0; s < stripes_per_block; s++) accumulate_scalar(acc, in + n + s * STRIPE, secret + s * 8);
    scramble_scalar(acc, secret + SECRET_SIZE - STRIPE);
  }
  for (size_t s = 0; n + (s + 1) * STRIPE <= len; s++) accumulate_scalar(acc, in + n + s * STRIPE, secret + s * 8);
}

static void hash_sse2(uint64_t out[8], const uint8_t* in, size_t len) {
  __m128i acc[4];
  memcpy(acc, kInit, 64);
  size_t stripes_per_block = (SECRET_SIZE - STRIPE) / 8, block = stripes_per_block * STRIPE;
  size_t n = 0;
  for (; n + block <= len; n += block) {
    for (size_t s = 0; s < stripes_per_block; s++) accumulate_sse2(acc, in + n + s * STRIPE, secret + s * 8);
    scramble_sse2(acc, secret + SECRET_SIZE - STRIPE);
  }
  for (size_t s = 0; n + (s + 1) * STRIPE <= len; s++) accumulate_sse2(acc, in + n + s * STRIPE, secret + s * 8);
  memcpy(out, acc, 64);
}

static uint64_t merge(const uint64_t acc[8]) {
  uint64_t h = 0;
  for (int i = 0; i < 8; i += 2) {
    unsigned __int128 p = (unsigned __int128)(acc[i] ^ read64(secret + 11 + 8 * i)) * (acc[i + 1] ^ read64(secret + 19 + 8 * i));
    h += (uint64_t)p ^ (uint64_t)(p >> 64);
  }
  h ^= h >> 37;
  h *= 0x165667919E3779F9ULL;
  return h ^ (h >> 32);
}

int main(void) {
  uint32_t x = 0x12345678;
  for (size_t i = 0; i < sizeof secret; i++) x = x * 1664525 + 1013904223, secret[i] = (uint8_t)(x >> 24);
  for (size_t i = 0; i < sizeof input; i++) x = x * 1664525 + 1013904223, input[i] = (uint8_t)(x >> 21);
  static const size_t lengths[] = {64, 100, 1024, 1111, 4096, sizeof input};
  for (int k = 0; k < 6; k++) {
    for (size_t off = 0; off < 3; off++) { /* misaligned starts too */
      size_t len = lengths[k] - off;
      uint64_t a[8], b[8], c[8];
      hash_scalar(a, input + off, len);
      hash_sse2(b, input + off, len);
      hash_avx2(c, input + off, len);
      printf("len %4zu off %zu: %016llx sse2 %s avx2 %s\n", len, off, (unsigned long long)merge(a),
             memcmp(a, b, 64) ? "DIFFERS" : "same", memcmp(a, c, 64) ? "DIFFERS" : "same");
    }
  }
  return 0;
}
