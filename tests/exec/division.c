#include <stdio.h>
volatile int d3 = 3, dm3 = -3, d7 = 7;
int main(void) {
  for (int i = -10; i <= 10; i += 3)
    printf("%d:%d,%d,%d,%d ", i, i / 3, i % 3, i / -3, i % -3);
  printf("\n");
  for (int i = -10; i <= 10; i += 3)
    printf("%d,%d ", i / d3, i % dm3);
  printf("\n");
  unsigned x = 4000000000u;
  printf("%u %u %u %u\n", x / 7, x % 7, x / 16, x % 16);
  long long y = -9000000000000000000LL;
  printf("%lld %lld %lld\n", y / 1000000007, y % 1000000007, y / d7);
  printf("%d %d\n", -17 / 8, -17 >> 3);
  int s = -17; printf("%d %d %d\n", s / 8, s % 8, s / 2);
  unsigned long long big = 18446744073709551615ull;
  printf("%llu %llu\n", big / 10, big % 10);
  return 0;
}
