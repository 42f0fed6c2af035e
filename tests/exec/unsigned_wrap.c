#include <stdio.h>
#include <stdint.h>
int main(void) {
  uint8_t a = 200, b = 100; uint8_t s = a + b; printf("%u %d\n", s, a + b);
  uint16_t c = 65535; c++; printf("%u\n", c);
  uint32_t d = 0; d--; printf("%u %u\n", d, d * d);
  uint64_t e = 0x8000000000000000ull; printf("%llu\n", (unsigned long long)(e * 2));
  unsigned x = 3; int y = -4; printf("%u %d\n", x + y, (int)(x + y));
  unsigned long h = 14695981039346656037ul; const char *str = "fnv"; for (const char *p = str; *p; p++) { h ^= (unsigned char)*p; h *= 1099511628211ul; } printf("%lu\n", h);
  uint32_t lcg = 1; for (int i = 0; i < 100; i++) lcg = lcg * 1664525u + 1013904223u; printf("%u\n", lcg);
  printf("%u\n", (unsigned)-1 / 2 + 1);
  int32_t m = (int32_t)0xffffffffu; printf("%d\n", m);
  return 0;
}
