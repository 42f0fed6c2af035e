#include <stdio.h>
#include <stdlib.h>
static int inited;
__attribute__((constructor)) static void init1(void) { inited = 42; }
__attribute__((constructor(200))) static void init0(void) { inited += 0; }
__attribute__((destructor)) static void fini(void) { printf("destructor %d\n", inited); }
static void at1(void) { printf("atexit 1\n"); }
static void at2(void) { printf("atexit 2\n"); }
int main(void) {
  printf("main %d\n", inited);
  atexit(at1); atexit(at2);
  inited = 7;
  return 0;
}
