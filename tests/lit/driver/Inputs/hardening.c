// Debian's hardening flags together (tests/lit/driver/hardening.test).
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

__attribute__((noinline)) int big_frame(int k) {
  volatile char page[9000];
  memset((char *)page, k, sizeof page);
  return page[8999];
}

__attribute__((noinline)) int with_alloca(int n) {
  char v[n];
  memset(v, 1, (size_t)n);
  return v[n - 1] + n;
}

int main(int argc, char **argv) {
  char name[16];
  strcpy(name, argc > 5 ? argv[1] : "hardened");
  printf("%s %d %d\n", name, big_frame(2), with_alloca(8192));
  return 0;
}
