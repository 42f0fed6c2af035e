#include <stdio.h>
int main(void) {
  int x = 5; __typeof__(x) y = 7; __typeof__(int *) p = &y;
  printf("%d %d %zu\n", x, *p, sizeof(__typeof__(1.0f)));
  __auto_type z = 3.5; __auto_type w = x * 2L; printf("%g %ld %zu\n", z, w, sizeof w);
  typeof(char[10]) buf; printf("%zu\n", sizeof buf);
  const int ci = 3; __typeof__(ci) cj = 4; printf("%d\n", cj);
  return 0;
}
