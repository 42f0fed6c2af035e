#include <stdio.h>
int main(void) {
  int i = 1; unsigned u = 2; long l = -3; double d = 0.5; char c = 'c'; short s = -1;
  printf("%zu %zu %zu %zu\n", sizeof(i ? i : u), sizeof(i ? l : u), sizeof(i ? c : s), sizeof(i ? i : d));
  printf("%u\n", i ? -1 : u);
  printf("%ld\n", i ? l : (long)u);
  printf("%g\n", i ? i : d);
  printf("%d\n", (i ? c : s) == 'c');
  const char *p = i ? "yes" : 0; printf("%s\n", p);
  return 0;
}
