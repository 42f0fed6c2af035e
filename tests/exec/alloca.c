#include <stdio.h>
#include <alloca.h>
#include <string.h>
int use(int n) { int *p = alloca(n * sizeof(int)); for (int i = 0; i < n; i++) p[i] = i; int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
int main(void) {
  printf("%d %d\n", use(10), use(1000));
  char *s = __builtin_alloca(32); strcpy(s, "alloca works"); printf("%s\n", s);
  for (int i = 0; i < 5; i++) { char *q = alloca(100); memset(q, 'a' + i, 99); q[99] = 0; if (i == 4) printf("%.5s\n", q); }
  long *al = alloca(sizeof(long) * 3); printf("%d\n", ((unsigned long)al % 16) == 0);
  return 0;
}
