/* csmith seed 282 at -O1 -fra-knob=RegAllocGprLimit=5: x = 7 is a 32-bit move (its register
   form clears the upper half), folded into x's 8-byte spill slot it left the upper half of
   the slot stale and the 64-bit reload read garbage. */
#include <stdio.h>
#include <stdint.h>
volatile int k = 3;
uint64_t g[8];
static void use(uint64_t a, uint64_t b, uint64_t c, uint64_t d) { g[k & 7] += a ^ b ^ c ^ d; }
int main(void) {
  uint64_t a = k, b = k * 3, c = k * 5, d = k * 7, e = k * 11, f = k * 13;
  uint64_t x = 0xFFFFFFFFFFFFFFF0ULL;
  for (int i = 0; i < k + 2; ++i) {
    use(a, b, c, d);
    use(e, f, x, a + b);
    if (i & 1) x = 7;
    else x = x * 3 + 0x123456789ULL;
    a += c, b ^= d, c -= e, d += f, e ^= x, f += a;
  }
  printf("%llx %llx %llx %llx %llx %llx %llx\n", (unsigned long long)a, (unsigned long long)b,
         (unsigned long long)c, (unsigned long long)d, (unsigned long long)e, (unsigned long long)f,
         (unsigned long long)x);
  for (int i = 0; i < 8; ++i) printf("%llx\n", (unsigned long long)g[i]);
  return 0;
}
