#include <stdio.h>
volatile int vi;
const int ci = 10;
static const char table[] = {1, 1, 2, 3, 5, 8, 13};
int main(void) {
  for (int i = 0; i < 5; i++) vi += i;
  printf("%d\n", vi);
  volatile double vd = 1.0; vd *= 3; printf("%g\n", vd);
  const int *p = &ci; printf("%d %d\n", *p, table[6]);
  int x = 1; int *const cp = &x; *cp = 2; printf("%d\n", x);
  volatile int arr[3] = {1, 2, 3}; int s = 0; for (int i = 0; i < 3; i++) s += arr[i]; printf("%d\n", s);
  register int r = 5; r *= 2; printf("%d\n", r);
  volatile struct { int a; char b; } vs = {1, 'x'}; vs.a++; printf("%d %c\n", vs.a, vs.b);
  return 0;
}
