#include <stdio.h>
typedef __int128 i128; typedef unsigned __int128 u128;
static void pr(u128 v) { char buf[64]; int n = 0; do { buf[n++] = '0' + (int)(v % 10); v /= 10; } while (v); while (n) putchar(buf[--n]); putchar('\n'); }
static void prs(i128 v) { if (v < 0) { putchar('-'); pr(-(u128)v); } else pr(v); }
i128 mul(i128 a, i128 b) { return a * b; }
int main(void) {
  u128 a = (u128)1 << 100; pr(a);
  i128 b = -(i128)123456789012345678LL * 1000000000000LL; prs(b);
  prs(b / 7); prs(b % 7); pr((u128)-1 / 3); pr((u128)-1 % 1000000007);
  prs(mul(-5, (i128)1 << 70));
  u128 f = 1; for (int i = 1; i <= 30; i++) f *= i; pr(f);
  printf("%d %d %d\n", a > f, b < 0, (i128)a > (i128)b);
  i128 s = (i128)-1 >> 100; prs(s); pr((u128)a >> 99);
  double d = (double)a; printf("%g\n", d); u128 g = (u128)1e30; pr(g);
  printf("%llx %llx\n", (unsigned long long)(a >> 64), (unsigned long long)a);
  long long ll = (long long)(b >> 3); printf("%lld\n", ll);
  printf("%zu %zu\n", sizeof(i128), _Alignof(i128));
  return 0;
}
