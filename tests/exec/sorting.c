#include <stdio.h>
#include <string.h>
static unsigned seed = 12345;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }
static void isort(int *a, int n) { for (int i = 1; i < n; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
static void qs(int *a, int lo, int hi) { if (lo >= hi) return; int p = a[(lo + hi) / 2], i = lo, j = hi; while (i <= j) { while (a[i] < p) i++; while (a[j] > p) j--; if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; } } qs(a, lo, j); qs(a, i, hi); }
static void msort(int *a, int *tmp, int n) { if (n < 2) return; int m = n / 2; msort(a, tmp, m); msort(a + m, tmp, n - m); int i = 0, j = m, k = 0; while (i < m && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++]; while (i < m) tmp[k++] = a[i++]; while (j < n) tmp[k++] = a[j++]; memcpy(a, tmp, n * sizeof *a); }
static void heapify(int *a, int n, int i) { for (;;) { int l = 2 * i + 1, r = l + 1, m = i; if (l < n && a[l] > a[m]) m = l; if (r < n && a[r] > a[m]) m = r; if (m == i) return; int t = a[i]; a[i] = a[m]; a[m] = t; i = m; } }
static void hsort(int *a, int n) { for (int i = n / 2 - 1; i >= 0; i--) heapify(a, n, i); for (int i = n - 1; i > 0; i--) { int t = a[0]; a[0] = a[i]; a[i] = t; heapify(a, i, 0); } }
static unsigned check(int *a, int n) { unsigned h = 0; for (int i = 0; i < n; i++) { if (i && a[i - 1] > a[i]) return 0; h = h * 31 + a[i]; } return h; }
#define N 500
int main(void) {
  int a[N], b[N], c[N], d[N], tmp[N];
  for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = d[i] = (int)(rnd() % 1000) - 500;
  isort(a, N); qs(b, 0, N - 1); msort(c, tmp, N); hsort(d, N);
  printf("%u %u %u %u\n", check(a, N), check(b, N), check(c, N), check(d, N));
  printf("%d %d %d\n", a[0], a[N / 2], a[N - 1]);
  return 0;
}
