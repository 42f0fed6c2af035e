#include <stdio.h>
#include <stdint.h>
union U { int i; float f; unsigned char b[4]; };
union D { double d; uint64_t u; struct { uint32_t lo, hi; } w; };
union U pass(union U u) { u.i ^= 1; return u; }
int main(void) {
  union U u; u.f = 1.0f; printf("%08x %d %d\n", u.i, u.b[3], u.b[0]);
  union D d; d.d = -2.0; printf("%016llx %08x %08x\n", (unsigned long long)d.u, d.w.hi, d.w.lo);
  union U v = pass(u); printf("%08x\n", v.i);
  union U w = {.b = {1, 2, 3, 4}}; printf("%08x\n", w.i);
  printf("%zu %zu\n", sizeof(union U), sizeof(union D));
  union { char c; long l; } big; big.l = 0; big.c = 'x'; printf("%ld\n", big.l);
  return 0;
}
