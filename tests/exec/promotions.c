#include <stdio.h>
int main(void) {
  unsigned char uc = 200; signed char sc = -56;
  printf("%d %d %d\n", uc + sc, uc * 2, (unsigned char)(uc * 2));
  unsigned int u = 1; int i = -1;
  printf("%d\n", i < u);
  printf("%d\n", (long)i < (long)u);
  unsigned short us = 0xffff;
  printf("%u\n", us * (unsigned)us);
  long long ll = -1; unsigned int ui = 5;
  printf("%lld\n", ll + ui);
  unsigned long ul = 5; printf("%d\n", -1 > ul);
  char c = 'A'; printf("%zu %zu %zu\n", sizeof(c), sizeof(+c), sizeof(c + c));
  printf("%d\n", (unsigned char)-1 == 255);
  int x = 3000000; printf("%d\n", (short)x);
  double d = -3.7; printf("%d %u\n", (int)d, (unsigned)(unsigned char)(int)d);
  printf("%lld\n", (long long)1e18);
  printf("%llu\n", (unsigned long long)1.8e19);
  float f = 16777217; printf("%.1f\n", f);
  printf("%d\n", (int)(unsigned char)300);
  _Bool b = 256; printf("%d\n", b);
  _Bool b2 = 0.1; printf("%d\n", b2);
  return 0;
}
