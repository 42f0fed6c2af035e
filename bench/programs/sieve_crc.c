/* Bit manipulation: a bit-array sieve of Eratosthenes, CRC-32 over a buffer, and popcount. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t crc_table[256];

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static uint32_t crc32(const unsigned char *p, size_t n) {
  uint32_t c = 0xffffffffu;
  while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

static int popcount64(uint64_t x) {
  int n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}

int main(void) {
  enum { LIMIT = 10000000 };
  uint64_t *bits = calloc(LIMIT / 64 + 1, sizeof *bits);
  for (uint64_t i = 2; i * i < LIMIT; i++)
    if (!(bits[i / 64] >> (i % 64) & 1))
      for (uint64_t j = i * i; j < LIMIT; j += i) bits[j / 64] |= (uint64_t)1 << (j % 64);
  int composite = 0;
  for (size_t w = 0; w < LIMIT / 64 + 1; w++) composite += popcount64(bits[w]);
  crc_init();
  uint32_t crc = crc32((const unsigned char *)bits, (LIMIT / 64 + 1) * sizeof *bits);
  unsigned char *buf = malloc(1 << 20);
  for (int i = 0; i < 1 << 20; i++) buf[i] = (unsigned char)(i * 2654435761u >> 13);
  for (int r = 0; r < 3; r++) crc ^= crc32(buf, 1 << 20) + (uint32_t)r;
  printf("primes below %d: %d crc %08x\n", LIMIT, LIMIT - 2 - composite, crc);
  free(bits);
  free(buf);
  return 0;
}
