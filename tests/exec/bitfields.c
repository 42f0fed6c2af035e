#include <stdio.h>
struct B { unsigned a : 3; signed b : 5; unsigned c : 1; unsigned d : 23; };
struct W { unsigned long long x : 40; unsigned y : 12; int z : 12; };
struct F { char c; int bf : 4; char d; };
struct B pass(struct B b) { b.a++; b.b--; return b; }
int main(void) {
  struct B b = {5, -3, 1, 12345};
  printf("%u %d %u %u %zu\n", b.a, b.b, b.c, b.d, sizeof b);
  b.a = 9; b.b = 17; printf("%u %d\n", b.a, b.b);
  b = pass(b); printf("%u %d\n", b.a, b.b);
  struct W w = {0x123456789aULL, 4095, -2048};
  printf("%llx %u %d %zu\n", (unsigned long long)w.x, w.y, w.z, sizeof w);
  w.z += 1; w.y += 1; printf("%d %u\n", w.z, w.y);
  struct F f = {'a', -8, 'b'}; printf("%c %d %c %zu\n", f.c, f.bf, f.d, sizeof f);
  for (int i = 0; i < 20; i++) { b.d += 1000000; } printf("%u\n", b.d);
  struct B arr[2] = {{1, 2, 0, 3}, {7, -16, 1, 8388607}}; printf("%u %d %u %u\n", arr[1].a, arr[1].b, arr[1].c, arr[1].d);
  return 0;
}
