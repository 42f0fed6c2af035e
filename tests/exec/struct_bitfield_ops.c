#include <stdio.h>
struct Flags { unsigned ready : 1, error : 1, mode : 3, : 0, count : 10; int sval : 7; };
struct Reg { unsigned char lo : 4, hi : 4; };
static struct Flags toggle(struct Flags f) { f.ready = !f.ready; f.mode = (f.mode + 3) & 7; f.count *= 2; f.sval = -f.sval; return f; }
int main(void) {
  struct Flags f = {1, 0, 6, 300, -20};
  printf("%zu %u %u %u %u %d\n", sizeof f, f.ready, f.error, f.mode, f.count, f.sval);
  f = toggle(f); printf("%u %u %u %d\n", f.ready, f.mode, f.count, f.sval);
  f.count = 1023; f.count++; printf("%u\n", f.count);
  f.sval = 63; f.sval++; printf("%d\n", f.sval);
  struct Reg r = {0xf, 0x3}; unsigned char *b = (unsigned char *)&r; printf("%02x %zu\n", *b, sizeof r);
  r.hi ^= 0xf; r.lo >>= 2; printf("%x %x %02x\n", r.hi, r.lo, *b);
  int t = f.mode << 29; printf("%d\n", t);
  unsigned long long s = (unsigned long long)f.count << 40; printf("%llu\n", s);
  struct Flags arr[3] = {{0}, {1, 1, 7, 1, 1}, {0, 1}}; int c = 0; for (int i = 0; i < 3; i++) c += arr[i].error + arr[i].mode; printf("%d\n", c);
  return 0;
}
