#include <stdio.h>
#include <stdint.h>
static int32_t sat_add(int32_t a, int32_t b) { int64_t s = (int64_t)a + b; return s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : (int32_t)s; }
static int64_t mulhi_s(int64_t a, int64_t b) { return (int64_t)(((__int128)a * b) >> 64); }
static uint64_t mulhi_u(uint64_t a, uint64_t b) { return (uint64_t)(((unsigned __int128)a * b) >> 64); }
int main(void) {
  printf("%d %d %d\n", sat_add(INT32_MAX, 5), sat_add(INT32_MIN, -5), sat_add(100, -50));
  printf("%lld %llu\n", (long long)mulhi_s(-0x7fffffffffffffffLL, 0x100000000LL), (unsigned long long)mulhi_u(0xffffffffffffffffull, 0xffffffffffffffffull));
  int32_t v = INT32_MIN; printf("%u\n", (uint32_t)v / 2);
  int16_t h = -32768; printf("%d\n", -h);
  return 0;
}
