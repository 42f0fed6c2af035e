#include <stdio.h>
#include <limits.h>
int main(void) {
  char c = (char)200; signed char sc = (signed char)200; unsigned char uc = 200;
  printf("%d %d %d\n", c, sc, uc);
  printf("%d %d\n", CHAR_MIN, CHAR_MAX);
  printf("%d\n", (char)-1 < 0);
  char s[] = "\xff\x80\x7f"; for (int i = 0; i < 3; i++) printf("%d ", s[i]);
  printf("\n");
  printf("%d %d\n", '\xff', '\377' == -1);
  int x = c; unsigned y = (unsigned char)c; printf("%d %u\n", x, y);
  printf("%d\n", (int)(c >> 1));
  return 0;
}
