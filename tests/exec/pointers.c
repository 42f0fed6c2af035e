#include <stdio.h>
#include <stddef.h>
void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
int main(void) {
  int a[10]; for (int i = 0; i < 10; i++) a[i] = i * i;
  int *p = a, *q = &a[9];
  printf("%td %d %d %d\n", q - p, *(p + 3), p[5], 7[a]);
  p += 4; q -= 2; printf("%d %d %d\n", *p, *q, q > p);
  swap(&a[0], &a[9]); printf("%d %d\n", a[0], a[9]);
  int **pp = &p; **pp = -1; printf("%d\n", a[4]);
  char *c = (char *)a; printf("%td\n", (char *)&a[3] - c);
  void *v = a; int *w = (int *)v + 2; printf("%d\n", *w);
  int *np = NULL; printf("%d\n", np == 0);
  const char *s = "hello"; printf("%c %c\n", *s, *(s + 4));
  int (*pa)[10] = &a; printf("%d %zu\n", (*pa)[2], sizeof(*pa));
  long long *lp = (long long *)0 + 3; printf("%td\n", (char *)lp - (char *)0);
  int x = 5; int *px = &x; (*px)++; ++*px; printf("%d\n", x);
  int *e = a + 10; int cnt = 0; for (int *i = a; i != e; i++) cnt += *i > 10; printf("%d\n", cnt);
  return 0;
}
