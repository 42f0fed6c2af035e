#include <stdio.h>
static int arr[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) arr[i] = (i * 37) % 101;
  long s = 0; for (int i = 0; i < 1000; i++) s += arr[i] * (long)i;
  printf("%ld\n", s);
  int mx = -1, mi = 0; for (int i = 0; i < 1000; i++) if (arr[i] > mx) { mx = arr[i]; mi = i; }
  printf("%d %d\n", mx, mi);
  unsigned h = 0; for (unsigned i = 1000; i-- > 0;) h = h * 131 + arr[i]; printf("%u\n", h);
  int cnt = 0; for (int i = 0; i < 100; i++) for (int j = i; j < 100; j++) if ((i ^ j) & 1) cnt++; printf("%d\n", cnt);
  double acc = 0; for (int i = 1; i < 200; i++) acc += (double)arr[i] / i; printf("%.6f\n", acc);
  int primes = 0; for (int n = 2; n < 2000; n++) { int ok = 1; for (int d = 2; d * d <= n; d++) if (n % d == 0) { ok = 0; break; } primes += ok; } printf("%d\n", primes);
  short sh[50]; for (int i = 0; i < 50; i++) sh[i] = (short)(i * 1000); int ss = 0; for (int i = 0; i < 50; i++) ss += sh[i]; printf("%d\n", ss);
  return 0;
}
