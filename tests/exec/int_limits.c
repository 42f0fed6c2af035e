#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <inttypes.h>
int main(void) {
  printf("%d %d %u\n", INT_MAX, INT_MIN, UINT_MAX);
  printf("%ld %ld %lu\n", LONG_MAX, LONG_MIN, ULONG_MAX);
  printf("%lld %llu\n", LLONG_MIN, ULLONG_MAX);
  printf("%d %d %d %d\n", SCHAR_MIN, SCHAR_MAX, SHRT_MIN, USHRT_MAX);
  printf("%" PRId64 " %" PRIu64 " %" PRIx32 "\n", INT64_MIN, UINT64_MAX, UINT32_MAX);
  int8_t a = INT8_MAX; a = (int8_t)(a + 1); printf("%d\n", a);
  uint16_t b = 0; b--; printf("%u\n", b);
  unsigned u = UINT_MAX; u++; printf("%u\n", u);
  printf("%d\n", -INT_MAX - 1 == INT_MIN);
  printf("%d %d\n", (int)(unsigned)INT_MIN, (int)0x80000000u);
  long long m = LLONG_MIN; printf("%lld %lld\n", m / 3, m % 3);
  return 0;
}
