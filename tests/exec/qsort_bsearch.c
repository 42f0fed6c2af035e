#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmpint(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmpstr(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
struct R { char name[8]; double score; };
static int cmpr(const void *a, const void *b) { const struct R *x = a, *y = b; return x->score < y->score ? 1 : x->score > y->score ? -1 : 0; }
int main(void) {
  int a[] = {42, -1, 7, 100, 3, 3, 0, -50, 8};
  int n = sizeof a / sizeof *a;
  qsort(a, n, sizeof *a, cmpint);
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  printf("\n");
  int key = 8; int *f = bsearch(&key, a, n, sizeof *a, cmpint); printf("%td\n", f - a);
  key = 9; printf("%p\n", bsearch(&key, a, n, sizeof *a, cmpint));
  const char *s[] = {"pear", "apple", "fig", "banana"}; qsort(s, 4, sizeof *s, cmpstr);
  for (int i = 0; i < 4; i++) printf("%s ", s[i]);
  printf("\n");
  struct R r[] = {{"a", 1.5}, {"b", 9.25}, {"c", -3}, {"d", 4}}; qsort(r, 4, sizeof *r, cmpr);
  for (int i = 0; i < 4; i++) printf("%s:%g ", r[i].name, r[i].score);
  printf("\n");
  return 0;
}
