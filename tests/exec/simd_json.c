/* simdjson-style stage 1 (docs/simd.md): each 64-byte block of a JSON text classified into
   bitmasks — quotes and backslashes by pcmpeqb + pmovmskb, escaped characters by the
   odd-length-backslash-run bit trick, the inside of strings by a prefix xor (pclmulqdq
   with all ones), structural characters and whitespace by a pshufb nibble lookup — with
   SSE4.2 (four 16-byte registers) and AVX2 (two 32-byte ones), checked against a scalar
   reference; gcc's output is the expected one. */
#pragma GCC target("sse4.2,pclmul,popcnt,bmi")
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  uint64_t quote, backslash, escaped, in_string, structural, whitespace;
} Masks;

/* ---- scalar reference */
static void classify_scalar(const uint8_t* b, Masks* m, uint64_t* prev_escaped, uint64_t* prev_in_string) {
  memset(m, 0, sizeof *m);
  for (int i = 0; i < 64; i++) {
    uint8_t c = b[i];
    uint64_t bit = 1ULL << i;
    if (c == '"') m->quote |= bit;
    if (c == '\\') m->backslash |= bit;
    if (c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',') m->structural |= bit;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') m->whitespace |= bit;
  }
  /* escaped: the character after an odd-length run of backslashes */
  uint64_t escaped = 0;
  int esc = (int)*prev_escaped;
  for (int i = 0; i < 64; i++) {
    if (esc) {
      escaped |= 1ULL << i;
      esc = 0;
    } else if (m->backslash >> i & 1) {
      esc = 1;
    }
  }
  *prev_escaped = (uint64_t)esc;
  m->escaped = escaped;
  uint64_t quotes = m->quote & ~escaped, in = 0;
  int inside = (int)(*prev_in_string >> 63);
  for (int i = 0; i < 64; i++) {
    if (quotes >> i & 1) inside ^= 1;
    if (inside) in |= 1ULL << i;
  }
  m->quote = quotes;
  m->in_string = in;
  *prev_in_string = in;
}

/* The escaped characters from the backslash bits (simdjson's find_escaped). */
static uint64_t find_escaped(uint64_t backslash, uint64_t* prev_escaped) {
  backslash &= ~*prev_escaped;
  uint64_t follows_escape = backslash << 1 | *prev_escaped;
  const uint64_t even_bits = 0x5555555555555555ULL;
  uint64_t odd_sequence_starts = backslash & ~even_bits & ~follows_escape;
  uint64_t sequences_starting_on_even_bits;
  *prev_escaped = __builtin_add_overflow(odd_sequence_starts, backslash, &sequences_starting_on_even_bits);
  uint64_t invert_mask = sequences_starting_on_even_bits << 1;
  return (even_bits ^ invert_mask) & follows_escape;
}

static uint64_t prefix_xor(uint64_t bits) {
  __m128i all_ones = _mm_set1_epi8((char)0xff);
  __m128i r = _mm_clmulepi64_si128(_mm_set_epi64x(0, (long long)bits), all_ones, 0);
  return (uint64_t)_mm_cvtsi128_si64(r);
}

/* ---- SSE: a 16-entry nibble table per half; structural = table(lo) & table(hi) */
static void classify_sse(const uint8_t* b, Masks* m, uint64_t* prev_escaped, uint64_t* prev_in_string) {
  /* bit 1: structural ({ } [ ] : ,), bit 2: whitespace (space \t \n \r) */
  const __m128i lo_table = _mm_setr_epi8(2 | 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2 | 1, 1, 1, 2 | 1, 0, 0);
  const __m128i hi_table = _mm_setr_epi8(2, 0, 2 | 1, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
  uint64_t quote = 0, backslash = 0, structural = 0, whitespace = 0;
  for (int k = 0; k < 4; k++) {
    __m128i v = _mm_loadu_si128((const __m128i*)(b + 16 * k));
    quote |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('"'))) << (16 * k);
    backslash |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))) << (16 * k);
    __m128i lo = _mm_shuffle_epi8(lo_table, _mm_and_si128(v, _mm_set1_epi8(0x0f)));
    __m128i hi = _mm_shuffle_epi8(hi_table, _mm_and_si128(_mm_srli_epi16(v, 4), _mm_set1_epi8(0x0f)));
    __m128i cls = _mm_and_si128(lo, hi);
    /* the table also matches a few non-JSON bytes: confirm with exact compares */
    __m128i st = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('{')), _mm_cmpeq_epi8(v, _mm_set1_epi8('}'))),
                              _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('[')), _mm_cmpeq_epi8(v, _mm_set1_epi8(']'))));
    st = _mm_or_si128(st, _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(':')), _mm_cmpeq_epi8(v, _mm_set1_epi8(','))));
    __m128i is_st = _mm_and_si128(_mm_cmpeq_epi8(_mm_and_si128(cls, _mm_set1_epi8(1)), _mm_set1_epi8(1)), st);
    __m128i ws = _mm_cmpeq_epi8(_mm_and_si128(cls, _mm_set1_epi8(2)), _mm_set1_epi8(2));
    /* whitespace: exact via a 4-byte string compare (pcmpistrm, equal any) */
    __m128i wsx = _mm_cmpistrm(_mm_setr_epi8(' ', '\t', '\n', '\r', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), v,
                               _SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ANY | _SIDD_UNIT_MASK);
    ws = _mm_and_si128(ws, wsx);
    structural |= (uint64_t)(uint16_t)_mm_movemask_epi8(is_st) << (16 * k);
    whitespace |= (uint64_t)(uint16_t)_mm_movemask_epi8(ws) << (16 * k);
  }
  m->backslash = backslash;
  m->escaped = find_escaped(backslash, prev_escaped);
  m->quote = quote & ~m->escaped;
  m->in_string = prefix_xor(m->quote) ^ (uint64_t)((int64_t)*prev_in_string >> 63);
  *prev_in_string = m->in_string;
  m->structural = structural;
  m->whitespace = whitespace;
}

/* ---- AVX2: the same tables in both lanes */
__attribute__((target("avx2"))) static void classify_avx2(const uint8_t* b, Masks* m, uint64_t* prev_escaped,
                                                          uint64_t* prev_in_string) {
  const __m256i lo_table = _mm256_setr_epi8(2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 1, 1, 3, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2,
                                            3, 1, 1, 3, 0, 0);
  const __m256i hi_table = _mm256_setr_epi8(2, 0, 3, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 3, 1, 0, 1, 0, 1, 0, 0,
                                            0, 0, 0, 0, 0, 0);
  uint64_t quote = 0, backslash = 0, structural = 0, whitespace = 0;
  for (int k = 0; k < 2; k++) {
    __m256i v = _mm256_loadu_si256((const __m256i*)(b + 32 * k));
    quote |= (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('"'))) << (32 * k);
    backslash |= (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('\\'))) << (32 * k);
    __m256i lo = _mm256_shuffle_epi8(lo_table, _mm256_and_si256(v, _mm256_set1_epi8(0x0f)));
    __m256i hi = _mm256_shuffle_epi8(hi_table, _mm256_and_si256(_mm256_srli_epi16(v, 4), _mm256_set1_epi8(0x0f)));
    __m256i cls = _mm256_and_si256(lo, hi);
    __m256i st = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('{')), _mm256_cmpeq_epi8(v, _mm256_set1_epi8('}'))),
                                 _mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('[')), _mm256_cmpeq_epi8(v, _mm256_set1_epi8(']'))));
    st = _mm256_or_si256(st, _mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(':')), _mm256_cmpeq_epi8(v, _mm256_set1_epi8(','))));
    __m256i is_st = _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(cls, _mm256_set1_epi8(1)), _mm256_set1_epi8(1)), st);
    __m256i ws = _mm256_cmpeq_epi8(_mm256_and_si256(cls, _mm256_set1_epi8(2)), _mm256_set1_epi8(2));
    __m256i wsx = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(' ')), _mm256_cmpeq_epi8(v, _mm256_set1_epi8('\t'))),
                                  _mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('\n')), _mm256_cmpeq_epi8(v, _mm256_set1_epi8('\r'))));
    ws = _mm256_and_si256(ws, wsx);
    structural |= (uint64_t)(uint32_t)_mm256_movemask_epi8(is_st) << (32 * k);
    whitespace |= (uint64_t)(uint32_t)_mm256_movemask_epi8(ws) << (32 * k);
  }
  m->backslash = backslash;
  m->escaped = find_escaped(backslash, prev_escaped);
  m->quote = quote & ~m->escaped;
  m->in_string = prefix_xor(m->quote) ^ (uint64_t)((int64_t)*prev_in_string >> 63);
  *prev_in_string = m->in_string;
  m->structural = structural;
  m->whitespace = whitespace;
}

static const char* json =
    "{\"name\": \"ilcc\", \"tags\": [\"c\", \"simd\", \"x86\"], \"escaped\": \"a\\\"b\\\\\\\\\\\"c\\\\\",\n"
    "  \"nested\": {\"k\": [1, 2.5, -3e7, true, false, null], \"s\": \"{not: [structural]}\"},\r\n"
    "\t\"long\": \"0123456789abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ \\\\\\\\\\\\\\\\\\\\\\\"\",\n"
    "  \"unicode\": \"\\u00e9\\u4e2d\", \"empty\": {}, \"list\": [[], [[]], {\"a\": {}}], \"z\": \"\\\\\"}\n";

int main(void) {
  size_t len = strlen(json);
  size_t nblocks = (len + 63) / 64;
  uint8_t buf[64 * 8];
  memset(buf, ' ', sizeof buf);
  memcpy(buf, json, len);
  uint64_t pe[3] = {0, 0, 0}, ps[3] = {0, 0, 0};
  unsigned total_structural = 0;
  for (size_t k = 0; k < nblocks; k++) {
    Masks a, b, c;
    classify_scalar(buf + 64 * k, &a, &pe[0], &ps[0]);
    classify_sse(buf + 64 * k, &b, &pe[1], &ps[1]);
    classify_avx2(buf + 64 * k, &c, &pe[2], &ps[2]);
    uint64_t real = a.structural & ~a.in_string;
    total_structural += (unsigned)_mm_popcnt_u64(real);
    printf("block %zu: quote %016llx escaped %016llx string %016llx structural %016llx ws %016llx first %d%s%s\n", k,
           (unsigned long long)a.quote, (unsigned long long)a.escaped, (unsigned long long)a.in_string,
           (unsigned long long)real, (unsigned long long)(a.whitespace & ~a.in_string), real ? (int)_tzcnt_u64(real) : -1,
           memcmp(&a, &b, sizeof a) ? " SSE DIFFERS" : "", memcmp(&a, &c, sizeof a) ? " AVX2 DIFFERS" : "");
  }
  printf("structural characters: %u\n", total_structural);
  return 0;
}
