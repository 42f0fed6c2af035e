#include <stdio.h>
static int sq(int x) {
  int y = x * x;
  return y + 1;
}
int main(int argc, char **argv) {
  int s = 0;
  for (int i = 0; i < argc + 2; i++)
    s += sq(i);
  printf("%d\n", s);
  return 0;
}
