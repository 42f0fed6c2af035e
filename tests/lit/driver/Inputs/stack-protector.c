// -fstack-protector and its variants (tests/lit/driver/stack-protector.test).
#include <stdio.h>
#include <string.h>

struct with_chars { int n; char name[12]; };

// A char array of 8 bytes or more: every mode but -explicit protects it.
__attribute__((noinline)) void chars(const char *s) {
  char buf[8];
  strcpy(buf, s);
  puts(buf);
}
// An int array: -fstack-protector-strong and -all only.
__attribute__((noinline)) int ints(int k) {
  volatile int a[4] = {1, 2, 3, 4};
  return a[k & 3];
}
// A char array inside a struct counts as one.
__attribute__((noinline)) int in_struct(int k) {
  struct with_chars w;
  memset(&w, k, sizeof w);
  return w.name[k & 7];
}
// An address taken: -strong.
__attribute__((noinline)) int address(int k) {
  int x = k;
  int *volatile p = &x;
  return *p + 1;
}
// No locals in memory: -all only.
__attribute__((noinline)) int plain(int k) { return k * 3; }
// The attributes.
__attribute__((noinline, stack_protect)) int asked(int k) { return k + 1; }
__attribute__((noinline, no_stack_protector)) int refused(int k) {
  char buf[16];
  memset(buf, k, sizeof buf);
  return buf[3];
}

int main(int argc, char **argv) {
  chars("ok");
  printf("%d %d %d %d %d %d\n", ints(2), in_struct(1), address(4), plain(5), asked(6), refused(7));
  fflush(stdout);
  if (argc > 1) chars("far too long for eight bytes");
  return 0;
}
