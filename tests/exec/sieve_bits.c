#include <stdio.h>
#include <stdint.h>
#include <string.h>
#define N 20000
static uint64_t bits[N / 64 + 1];
#define SET(i) (bits[(i) >> 6] |= 1ull << ((i) & 63))
#define GET(i) ((bits[(i) >> 6] >> ((i) & 63)) & 1)
int main(void) {
  for (uint32_t i = 2; i * i < N; i++) if (!GET(i)) for (uint32_t j = i * i; j < N; j += i) SET(j);
  int c = 0; uint32_t last = 0; for (uint32_t i = 2; i < N; i++) if (!GET(i)) { c++; last = i; }
  printf("%d %u\n", c, last);
  int pc = 0; for (size_t i = 0; i < sizeof bits / sizeof *bits; i++) pc += __builtin_popcountll(bits[i]); printf("%d\n", pc);
  return 0;
}
