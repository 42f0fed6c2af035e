#include <stdio.h>
int main(void) {
  int a = 10; a += 5; a -= 3; a *= 4; a /= 5; a %= 7; a <<= 3; a >>= 1; a &= 0x1c; a |= 0x101; a ^= 0x11;
  printf("%d\n", a);
  unsigned char uc = 250; uc += 10; printf("%d\n", uc);
  signed char sc = 100; sc *= 3; printf("%d\n", sc);
  short s = 1; s <<= 15; printf("%d\n", s);
  double d = 1.5; d *= 3; d -= 0.5; printf("%g\n", d);
  int i = 7; i *= 2.5; printf("%d\n", i);
  float f = 10; f /= 4; printf("%g\n", f);
  int arr[4] = {1, 2, 3, 4}, *p = arr; *p++ += 10; *++p *= 3; p[1] -= 1; printf("%d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
  long l = 5; l += 0x100000000L; printf("%ld\n", l);
  unsigned u = 5; u -= 10; printf("%u\n", u);
  char c = 'a'; c += 2; printf("%c\n", c);
  _Bool b = 0; b += 2; printf("%d\n", b);
  int *q = arr; q += 3; q -= 1; printf("%d\n", *q);
  return 0;
}
