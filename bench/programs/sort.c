/* Sorting: quicksort, merge sort and heap sort on pseudo-random integers. */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 88172645u;
static unsigned next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void quicksort(int *a, int lo, int hi) {
  while (lo < hi) {
    int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
    while (i <= j) {
      while (a[i] < p) i++;
      while (a[j] > p) j--;
      if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; }
    else { quicksort(a, i, hi); hi = j; }
  }
}

static void merge_sort(int *a, int *tmp, int n) {
  if (n < 2) return;
  int h = n / 2;
  merge_sort(a, tmp, h);
  merge_sort(a + h, tmp, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  for (k = 0; k < n; k++) a[k] = tmp[k];
}

static void sift(int *a, int root, int n) {
  for (;;) {
    int c = 2 * root + 1;
    if (c >= n) return;
    if (c + 1 < n && a[c + 1] > a[c]) c++;
    if (a[root] >= a[c]) return;
    int t = a[root]; a[root] = a[c]; a[c] = t;
    root = c;
  }
}

static void heap_sort(int *a, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
  for (int i = n - 1; i > 0; i--) {
    int t = a[0]; a[0] = a[i]; a[i] = t;
    sift(a, 0, i);
  }
}

static unsigned long digest(const int *a, int n) {
  unsigned long h = 0;
  for (int i = 0; i < n; i++) {
    if (i && a[i - 1] > a[i]) return 0; /* not sorted */
    h = h * 1000003u + (unsigned)a[i];
  }
  return h;
}

int main(void) {
  int n = 200000;
  int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
  int *tmp = malloc(n * sizeof *tmp);
  for (int i = 0; i < n; i++) a[i] = b[i] = c[i] = (int)(next() % 1000000) - 500000;
  quicksort(a, 0, n - 1);
  merge_sort(b, tmp, n);
  heap_sort(c, n);
  printf("%lu %lu %lu\n", digest(a, n), digest(b, n), digest(c, n));
  free(a); free(b); free(c); free(tmp);
  return 0;
}
