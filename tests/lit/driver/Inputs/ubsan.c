#include <stdio.h>
#include <limits.h>
struct S { int a; long b; };
int arr[4];
int main(int argc, char **argv) {
  volatile int big = INT_MAX, zero = 0, m1 = -1, mn = INT_MIN, sh = 33, neg = -1;
  int x = big + argc;
  int y = big * 2;
  int z = 0; if (argc > 1) z = mn / m1;
  int d = zero ? argc / zero : 0; if (argc > 1) d = argc / zero;
  int s1 = argc << sh;
  int s2 = neg << 1;
  int n = -mn;
  long l = LONG_MAX; l += argc;
  int i = argc + 3;
  arr[i] = 1;
  int k = arr[i + 0];
  struct S *p = 0;
  int idx = 4;
  int *q = &arr[idx];
  (void)q;
  if (argc > 5) p->b = 1;
  char buf[16]; int *mis = (int *)(buf + 1); *mis = 3;
  big++;
  printf("%d %d %d %d %d %d %d %ld %d\n", x, y, z, d, s1, s2, n, l, k);
  return 0;
}
