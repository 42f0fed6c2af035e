#include <stdio.h>
#include <stdlib.h>
static void done(int *p) { printf("cleanup %d\n", *p); }
static void freep(char **p) { printf("free %s\n", *p); free(*p); }
int f(int n) {
  __attribute__((cleanup(done))) int a = n;
  for (int i = 0; i < 3; i++) {
    __attribute__((cleanup(done))) int b = n * 10 + i;
    if (i == 1) continue;
    if (n == 2 && i == 2) return -1;
  }
  { __attribute__((cleanup(done))) int c = 99; (void)c; }
  return a;
}
int main(void) {
  printf("r=%d\n", f(1));
  printf("r=%d\n", f(2));
  { __attribute__((cleanup(freep))) char *s = malloc(8); s[0] = 'h'; s[1] = 'i'; s[2] = 0; }
  int k = 0;
  while (k < 2) { __attribute__((cleanup(done))) int w = k; k++; if (k == 2) break; }
  return 0;
}
