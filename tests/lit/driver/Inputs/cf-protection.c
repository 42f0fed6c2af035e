#include <stdio.h>
#ifndef __CET__
#define __CET__ 0
#endif
static int sq(int x) { return x * x; }
int (*fp)(int) = sq;
int sw(int k) {
  switch (k) {
  case 0: return 5;
  case 1: return 7;
  case 2: return 11;
  case 3: return 13;
  case 4: return 17;
  case 5: return 19;
  default: return -1;
  }
}
int cg(int k) {
  static void *t[] = {&&a, &&b};
  goto *t[k & 1];
a:
  return 1;
b:
  return 2;
}
int main(int argc, char **argv) {
  (void)argv;
  printf("%d %d %d %d %d\n", fp(argc + 2), sw(argc + 2), cg(argc), cg(argc + 1), __CET__);
  return 0;
}
