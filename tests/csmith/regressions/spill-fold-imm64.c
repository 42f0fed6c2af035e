/* csmith seed 3 at -O1 -fra-knob=RegAllocGprLimit=5: a spilled value with several
   definitions, one of them a 64-bit constant beyond 32 bits, had the constant's move folded
   into its stack slot: movq $imm64, mem, which x86-64 cannot encode (as failed). */
#include <stdio.h>
#include <stdint.h>
volatile int k = 3;
uint64_t g[8];
static void use(uint64_t a, uint64_t b, uint64_t c, uint64_t d) { g[k & 7] += a ^ b ^ c ^ d; }
int main(void) {
  uint64_t a = k, b = k * 3, c = k * 5, d = k * 7, e = k * 11, f = k * 13;
  uint64_t x = 0x34898ECB908F129EULL;
  for (int i = 0; i < k; ++i) {
    if (g[i & 7] & 1) x = 0x1122334455667788ULL;
    else x = x * 3 + 0x34898ECB908F129EULL;
    use(a, b, c, d);
    use(e, f, x, a + b);
    a += c, b ^= d, c -= e, d += f, e ^= x, f += a;
  }
  printf("%llx %llx %llx %llx %llx %llx %llx\n", (unsigned long long)a, (unsigned long long)b,
         (unsigned long long)c, (unsigned long long)d, (unsigned long long)e, (unsigned long long)f,
         (unsigned long long)x);
  for (int i = 0; i < 8; ++i) printf("%llx\n", (unsigned long long)g[i]);
  return 0;
}
