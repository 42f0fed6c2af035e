// When the first colouring attempt fails, the allocator tries again with the failed values
// coloured first. Here the first attempt leaves out ten cold values loaded before a loop
// and used after it; coloured first, they take the registers of the loop's four sums,
// which then fail. Spill guidance reads the attempt whose failed values cost least, so the
// cold values are spilled and the loop runs in registers (before: every sum lived in a
// stack slot, 13 stack references per iteration; zlib's inflate_fast 57.3M -> 39.9M Ir).
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 -fra-verify %s -o %t && %t | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: hot:
// CHECK: movzbl (%rsi,
// CHECK-NOT: rsp
// CHECK: jl
// OUT: 440 2 89 -4
#include <stdio.h>

struct S { long a, b, c, d, e, f, g, h, i, j; };
__attribute__((noinline)) long hot(struct S *s, const unsigned char *p, long n) {
  long a = s->a, b = s->b, c = s->c, d = s->d, e = s->e, f = s->f, g = s->g, h = s->h, i = s->i, j = s->j;
  long x = 0, y = 1, z = 2, w = 3;
  for (long k = 0; k < n; ++k) {
    x += p[k];
    y ^= x << 3;
    z += y >> 2;
    w -= z & x;
  }
  s->a = a + x; s->b = b + y; s->c = c + z; s->d = d + w; s->e = e * x;
  s->f = f * y; s->g = g * z; s->h = h * w; s->i = i ^ x; s->j = j ^ y;
  return x + y + z + w;
}

int main(void) {
  struct S s = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  unsigned char buf[64];
  for (int k = 0; k < 64; ++k) buf[k] = (unsigned char)(k * 37 + 11);
  long r = hot(&s, buf, 64);
  printf("%ld %ld %ld %ld\n", r % 10007, s.a % 3, s.e % 97, s.j % 11 - 10);
  return 0;
}
