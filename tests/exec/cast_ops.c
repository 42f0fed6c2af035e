#include <stdio.h>
#include <stdint.h>
#include <string.h>
int main(void) {
  double d = 3.75; int64_t bits; memcpy(&bits, &d, 8); printf("%016llx\n", (unsigned long long)bits);
  float f; uint32_t fb = 0x40490fdb; memcpy(&f, &fb, 4); printf("%.6f\n", f);
  int i = -1; printf("%u %lu %d\n", (unsigned)i, (unsigned long)(unsigned)i, (int)(char)0x1ff);
  long l = 0x123456789abcdef0; printf("%x %hx %hhx\n", (unsigned)l, (unsigned short)l, (unsigned char)l);
  void *p = (void *)(uintptr_t)0x1000; printf("%lu\n", (unsigned long)((char *)p + 16));
  printf("%d %d\n", (int)(short)40000, (int)(unsigned short)-1);
  printf("%lld\n", (long long)(int)0xffffffffu);
  printf("%d\n", (int)(float)(1 << 24 | 1));
  return 0;
}
