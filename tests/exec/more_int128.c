#include <stdio.h>
typedef unsigned __int128 u128; typedef __int128 s128;
static u128 mulmod(u128 a, u128 b, u128 m) { return a * b % m; }
static u128 powmod(u128 b, u128 e, u128 m) { u128 r = 1; while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; } return r; }
struct W { s128 v; char tag; };
static struct W wadd(struct W a, struct W b) { return (struct W){a.v + b.v, (char)(a.tag + 1)}; }
static s128 sum_va(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); s128 s = 0; while (n--) s += __builtin_va_arg(ap, s128); __builtin_va_end(ap); return s; }
int main(void) {
  u128 p = 1000000007;
  printf("%llu\n", (unsigned long long)powmod(3, 1000000006, p));
  u128 big = ((u128)0xffffffffffffffffull << 64) | 0xffffffffffffffffull;
  printf("%llx %llx\n", (unsigned long long)(big >> 64), (unsigned long long)(big * big));
  s128 n = -((s128)1 << 90); printf("%lld %d %d\n", (long long)(n >> 80), n < 0, (u128)n > (u128)1);
  struct W w = wadd((struct W){(s128)1 << 65, 'a'}, (struct W){-1, 'x'}); printf("%llx %llx %c\n", (unsigned long long)(w.v >> 64), (unsigned long long)w.v, w.tag);
  s128 s = sum_va(3, (s128)1 << 70, (s128)5, -(s128)3); printf("%llx %llx\n", (unsigned long long)(s >> 64), (unsigned long long)s);
  u128 q = big / 1000000000000000000ull; printf("%llx %llx\n", (unsigned long long)(q >> 64), (unsigned long long)q);
  long double ld = (long double)big; printf("%Lg\n", ld);
  u128 c = 0; for (int i = 0; i < 128; i += 3) c |= (u128)1 << i; printf("%d\n", __builtin_popcountll((unsigned long long)c) + __builtin_popcountll((unsigned long long)(c >> 64)));
  return 0;
}
