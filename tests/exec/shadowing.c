#include <stdio.h>
int x = 1;
static int f(int x) { { int x = 3; (void)x; } return x; }
int main(void) {
  printf("%d ", x);
  int x = 2; printf("%d ", x);
  { extern int x; printf("%d ", x); }
  for (int x = 10; x < 11; x++) printf("%d ", x);
  printf("%d %d\n", x, f(4));
  struct x { int x; } sx = {5}; printf("%d\n", sx.x);
  return 0;
}
