#include <stdio.h>
#include <stdlib.h>
static int n;
static void h1(void) { printf("h1 n=%d\n", n); }
static void h2(void) { printf("h2\n"); n++; }
int main(void) {
  atexit(h1); atexit(h2);
  printf("main\n"); fflush(stdout);
  exit(n + 5);
}
