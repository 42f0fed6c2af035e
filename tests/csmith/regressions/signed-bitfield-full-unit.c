/* csmith seed 39: a signed bit-field that fills its access unit (int a : 16 at an even
   byte, int e : 8 at a byte) was read zero-extended: -31 read as 65505. */
#include <stdio.h>
struct S { int a : 16; signed b : 16; signed int c : 16; const signed d : 16; signed e : 8; signed f : 7; };
struct S g = {-31, -31, -31, -31, -31, -31};
int main(void) {
  struct S l = g;
  long long s = g.a + g.c + g.e;
  printf("%d %d %d %d %d %d %lld\n", g.a, g.b, g.c, g.d, g.e, g.f, s);
  printf("%d %d %d %d %d %d\n", l.a, l.b, l.c, l.d, l.e, l.f);
  return 0;
}
