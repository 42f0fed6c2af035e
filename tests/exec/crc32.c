#include <stdio.h>
#include <stdint.h>
#include <string.h>
static uint32_t table[256];
static void init(void) { for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1; table[i] = c; } }
static uint32_t crc(const void *data, size_t n) { const uint8_t *p = data; uint32_t c = 0xffffffffu; while (n--) c = table[(c ^ *p++) & 0xff] ^ (c >> 8); return c ^ 0xffffffffu; }
static uint32_t adler(const uint8_t *p, size_t n) { uint32_t a = 1, b = 0; for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; } return b << 16 | a; }
int main(void) {
  init();
  const char *s = "The quick brown fox jumps over the lazy dog";
  printf("%08x %08x\n", crc(s, strlen(s)), crc("", 0));
  printf("%08x\n", adler((const uint8_t *)s, strlen(s)));
  return 0;
}
