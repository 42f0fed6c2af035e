#include <stdio.h>
int sparse(long x) {
  switch (x) {
  case -1000000: return 1; case 7: return 2; case 100: return 3; case 1000: return 4;
  case 65536: return 5; case 123456789: return 6; case -5: return 7; case 0x7fffffffffffL: return 8;
  default: return 0;
  }
}
int ranges(int c) {
  switch (c) { case 'a' ... 'z': return 1; case 'A' ... 'Z': return 2; case '0' ... '9': return 3; case 1000 ... 2000: return 4; default: return 0; }
}
int main(void) {
  long xs[] = {-1000000, 7, 100, 1000, 65536, 123456789, -5, 0x7fffffffffffL, 8, 0, -1};
  for (unsigned i = 0; i < sizeof xs / sizeof *xs; i++) printf("%d", sparse(xs[i]));
  printf("\n");
  const char *s = "aZ9 !q"; for (const char *p = s; *p; p++) printf("%d", ranges(*p));
  printf(" %d %d %d\n", ranges(999), ranges(1500), ranges(2001));
  unsigned u = 0xffffffffu; switch (u) { case 0xffffffffu: puts("max"); break; default: puts("other"); }
  signed char sc = -1; switch (sc) { case -1: puts("minus one"); break; case 255: puts("255"); break; }
  return 0;
}
