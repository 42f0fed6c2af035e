#include <stdio.h>
#include <stdint.h>
static int sh(int x, int n) { return x >> n; }
static unsigned ush(unsigned x, int n) { return x >> n; }
static long long shl(long long x, int n) { return x << n; }
int main(void) {
  printf("%d %d %u %u\n", sh(-16, 2), sh(16, 3), ush(0x80000000u, 31), ush(0xf0f0f0f0u, 4));
  printf("%lld %lld\n", shl(1, 62), shl(-3, 10));
  int64_t a = INT64_MIN; printf("%lld\n", (long long)(a >> 63));
  uint64_t b = 0x8000000000000000ull; printf("%llu\n", (unsigned long long)(b >> 63));
  for (int i = 0; i < 64; i += 7) printf("%llx ", (unsigned long long)(0x123456789abcdefull >> i));
  printf("\n");
  unsigned char c = 0x81; printf("%d %d\n", c << 1, (signed char)c >> 1);
  uint16_t w = 0x8001; printf("%x\n", (uint16_t)(w << 1) | (w >> 15));
  unsigned r = 0x12345678; int k = 8; printf("%x\n", (r << k) | (r >> (32 - k)));
  return 0;
}
