#include <stdio.h>
int main(void) {
  int a = 17, b = -5;
  printf("%d %d %d %d\n", a / b, a % b, -a / b, -a % b);
  unsigned u = 17, v = 5;
  printf("%u %u %u\n", u / v, u % v, u - 20u);
  long long x = 123456789012345LL;
  printf("%lld %lld %lld\n", x * 3, x / 7, x % 1000);
  unsigned long long y = 0xFFFFFFFFFFFFFFFFULL;
  printf("%llu %llu\n", y / 3, y % 10);
  short s = -3; unsigned short us = 65535;
  printf("%d %d\n", s * us, (int)(unsigned short)(us + 1));
  signed char sc = 127; sc++;
  printf("%d\n", sc);
  int m = -2147483647 - 1;
  printf("%d %d\n", m / 2, m % 3);
  printf("%d\n", (int)(-7 / 2) + (-7 % 2));
  long l = 1L << 40; printf("%ld\n", l + 5);
  return 0;
}
