#include <stdio.h>
struct P { int x, y; };
int sum(int *a, int n) { int s = 0; while (n--) s += a[n]; return s; }
int *gp = (int[]){10, 20, 30};
int main(void) {
  printf("%d\n", sum((int[]){1, 2, 3, 4}, 4));
  struct P *p = &(struct P){5, 6}; p->x += 1; printf("%d %d\n", p->x, p->y);
  printf("%d %d\n", gp[1], ((struct P){.y = 9}).y);
  for (int i = 0; i < 3; i++) { int *q = (int[2]){i, i * 2}; printf("%d ", q[0] + q[1]); }
  printf("\n");
  const char *s = (const char[]){"lit"}; printf("%s\n", s);
  double *d = (double[3]){[2] = 1.5}; printf("%g %g\n", d[0], d[2]);
  return 0;
}
