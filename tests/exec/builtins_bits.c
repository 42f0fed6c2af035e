#include <stdio.h>
#include <stdint.h>
int main(void) {
  uint32_t v[] = {1, 0x80000000u, 0xf0f0, 0x12345678, 0xffffffff, 6};
  for (int i = 0; i < 6; i++) printf("%d %d %d %d %d|", __builtin_clz(v[i]), __builtin_ctz(v[i]), __builtin_popcount(v[i]), __builtin_ffs((int)v[i]), __builtin_parity(v[i]));
  printf("\n");
  uint64_t w = 0x0000100000000000ull;
  printf("%d %d %d %d\n", __builtin_clzll(w), __builtin_ctzll(w), __builtin_popcountll(~w), __builtin_ffsll((long long)w));
  printf("%d %d\n", __builtin_clzl(1ul), __builtin_ffs(0));
  printf("%08x %016llx %04x\n", __builtin_bswap32(0x12345678), (unsigned long long)__builtin_bswap64(0x0102030405060708ull), __builtin_bswap16(0xabcd));
  printf("%d %d\n", __builtin_clrsb(-1), __builtin_clrsb(1));
  volatile uint32_t x = 0xdeadbeef; printf("%d %d %d\n", __builtin_popcount(x), __builtin_clz(x >> 4), __builtin_ctz(x << 3));
  return 0;
}
