#include <stdio.h>
#include <string.h>
#include <stddef.h>
#pragma pack(push, 1)
struct H { unsigned char type; unsigned int len; unsigned short id; double val; };
#pragma pack(pop)
struct __attribute__((packed)) P2 { char a; long b; char c; };
#pragma pack(2)
struct P3 { char a; int b; };
#pragma pack()
static struct P2 pass(struct P2 p) { p.b += 1; p.c++; return p; }
int main(void) {
  printf("%zu %zu %zu\n", sizeof(struct H), offsetof(struct H, len), offsetof(struct H, val));
  unsigned char raw[sizeof(struct H)];
  struct H h = {7, 0xdeadbeef, 0x1234, 2.5}; memcpy(raw, &h, sizeof h);
  for (size_t i = 0; i < 7; i++) printf("%02x", raw[i]);
  printf("\n");
  struct H h2; memcpy(&h2, raw, sizeof h2); printf("%u %x %x %g\n", h2.type, h2.len, h2.id, h2.val);
  struct P2 p = pass((struct P2){'x', 1L << 40, 'y'}); printf("%zu %c %ld %c\n", sizeof p, p.a, p.b, p.c);
  printf("%zu %zu\n", sizeof(struct P3), offsetof(struct P3, b));
  struct H arr[3]; for (int i = 0; i < 3; i++) { arr[i].len = i * 1000; arr[i].val = i / 2.0; } printf("%u %g\n", arr[2].len, arr[1].val);
  return 0;
}
