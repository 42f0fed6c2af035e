#include <stdio.h>
int g[3][4] = {{1, 2, 3, 4}, {5, 6}, [2] = {[3] = 9}};
int sum2(int n, int m, int a[n][m]) { int s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += a[i][j]; return s; }
int sumr(int (*a)[4], int rows) { int s = 0; for (int i = 0; i < rows; i++) s += a[i][3]; return s; }
int main(void) {
  for (int i = 0; i < 3; i++) { for (int j = 0; j < 4; j++) printf("%d ", g[i][j]); printf("\n"); }
  printf("%d %d\n", sum2(3, 4, g), sumr(g, 3));
  int cube[2][3][4];
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 4; k++) cube[i][j][k] = i * 100 + j * 10 + k;
  printf("%d %d %zu %zu\n", cube[1][2][3], *(*(*(cube + 1) + 1) + 2), sizeof cube, sizeof cube[0]);
  char s[] = "abc"; printf("%zu %s\n", sizeof s, s);
  char t[8] = "xy"; printf("%d %d\n", t[2], t[7]);
  int z[5] = {0}; z[4] = 3; int tot = 0; for (int i = 0; i < 5; i++) tot += z[i]; printf("%d\n", tot);
  int *row = g[1]; printf("%d %d\n", row[0], row[5]);
  const char *names[] = {"zero", "one", "two"}; printf("%s %c\n", names[2], names[1][1]);
  return 0;
}
