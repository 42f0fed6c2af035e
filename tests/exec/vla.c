#include <stdio.h>
int f(int n) {
  int a[n]; for (int i = 0; i < n; i++) a[i] = i * i;
  int s = 0; for (int i = 0; i < n; i++) s += a[i];
  return s + (int)sizeof a;
}
void mat(int r, int c, double m[r][c]) { for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m[i][j] = i + j / 10.0; }
int main(void) {
  printf("%d %d\n", f(5), f(100));
  int r = 3, c = 4; double m[r][c]; mat(r, c, m);
  printf("%g %g %zu\n", m[2][3], m[1][1], sizeof m);
  for (int k = 1; k < 50; k++) { char buf[k]; buf[k - 1] = (char)k; if (k % 16 == 0) printf("%d ", buf[k - 1]); }
  printf("\n");
  int n = 4; int (*p)[n] = (int (*)[n])(int[16]){0}; p[3][3] = 7; printf("%d %zu\n", p[3][3], sizeof *p);
  typedef char T[n * 2]; printf("%zu\n", sizeof(T));
  return 0;
}
