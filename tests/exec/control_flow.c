#include <stdio.h>
int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) { if (i == 3) continue; if (i == 8) break; s += i; }
  printf("%d\n", s);
  int i = 0; while (i < 100) i = i * 2 + 1; printf("%d\n", i);
  i = 10; do { i -= 3; } while (i > 0); printf("%d\n", i);
  int n = 0; for (;;) { if (++n > 5) break; } printf("%d\n", n);
  int a = 5, b = 0; printf("%d %d %d\n", a && b, a || b, !a);
  int c = 0; (void)(a > 3 && (c = 1)); (void)(a > 10 && (c = 2)); (void)(a > 10 || (c += 10)); printf("%d\n", c);
  int t = a > 2 ? b ? 1 : 2 : 3; printf("%d\n", t);
  int x = (a++, b++, a + b); printf("%d %d %d\n", x, a, b);
  int nest = 0; for (int p = 0; p < 4; p++) for (int q = 0; q < 4; q++) { if (q > p) break; nest += q; } printf("%d\n", nest);
  int k = 0; while (1) { k++; if (k % 2) continue; if (k > 9) break; } printf("%d\n", k);
  long long big = 0; for (long long j = 0; j < 100000; j++) big += j & 7; printf("%lld\n", big);
  return 0;
}
