/* csmith seed 30: under #pragma pack, gcc places bit-fields bit by bit (a field may cross
   the boundaries of its type's units), whatever the pack value; ilcc moved a field that
   would straddle to the next byte, so the layout, size and values differed. */
#include <stdio.h>
#include <string.h>
#pragma pack(push)
#pragma pack(1)
struct S0 { signed f0 : 29; signed f1 : 30; signed f2 : 8; volatile signed f3 : 20; signed f4 : 19;
            unsigned f5 : 30; signed f6 : 4; unsigned f7 : 9; };
#pragma pack(pop)
#pragma pack(push, 4)
struct S1 { int a : 29; int b : 30; char c : 7; char d : 3; short e : 12; long long f : 40; int g : 31; };
#pragma pack(pop)
static volatile struct S0 g = {20765, -3555, -4, 168, 152, 22268, -3, 8};
static void dump(const void *q, unsigned n) {
  const unsigned char *p = q;
  for (unsigned i = 0; i < n; ++i) printf("%02x", p[i]);
  printf(" %u\n", n);
}
int main(void) {
  struct S1 x;
  printf("%d %d %d %d %d %u %d %u\n", g.f0, g.f1, g.f2, g.f3, g.f4, g.f5, g.f6, g.f7);
  dump((const void *)&g, sizeof g);
  g.f2 = 100, g.f3 = -5, g.f1 = 77;
  printf("%d %d %d %d %d %u %d %u\n", g.f0, g.f1, g.f2, g.f3, g.f4, g.f5, g.f6, g.f7);
  memset(&x, 0, sizeof x);
  x.b = -1, x.d = -1, x.e = -1, x.f = -1, x.g = -1;
  dump(&x, sizeof x);
  printf("%d %d %d %d %lld %d %zu\n", x.a, x.b, x.d, x.e, (long long)x.f, x.g, _Alignof(struct S1));
  return 0;
}
