#include <stdio.h>
static int sq(int x) {
  int y = x * x;
  return y + 1;
}
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++)
    s += sq(i);
  printf("%d\n", s);
  return 0;
}
