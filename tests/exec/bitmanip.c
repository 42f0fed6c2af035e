#include <stdio.h>
#include <stdint.h>
static uint32_t rev32(uint32_t x) { x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1); x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2); x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4); x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8); return (x >> 16) | (x << 16); }
static int pop(uint64_t x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
static uint64_t rotl(uint64_t x, unsigned k) { return (x << (k & 63)) | (x >> ((64 - k) & 63)); }
static int is_pow2(unsigned long x) { return x && !(x & (x - 1)); }
static uint32_t next_pow2(uint32_t v) { v--; v |= v >> 1; v |= v >> 2; v |= v >> 4; v |= v >> 8; v |= v >> 16; return v + 1; }
int main(void) {
  printf("%08x %08x\n", rev32(1), rev32(0x12345678));
  printf("%d %d\n", pop(0xffffffffffffffffull), pop(0x8000000000000001ull));
  printf("%016llx %016llx\n", (unsigned long long)rotl(0x8000000000000001ull, 1), (unsigned long long)rotl(0x0123456789abcdefull, 0));
  printf("%d %d %d\n", is_pow2(64), is_pow2(65), is_pow2(0));
  printf("%u %u %u\n", next_pow2(5), next_pow2(1024), next_pow2(1025));
  int x = -37; printf("%d %d %d\n", x & -x, x ^ (x >> 31), (x ^ (x >> 31)) - (x >> 31));
  unsigned m = 0; for (int i = 0; i < 32; i += 3) m |= 1u << i; printf("%08x %08x\n", m, ~m & 0xffff);
  uint8_t b = 0xa5; printf("%02x %02x\n", (uint8_t)~b, (uint8_t)(b << 4 | b >> 4));
  int64_t s = -1; printf("%llx\n", (unsigned long long)((uint64_t)s >> 4));
  return 0;
}
