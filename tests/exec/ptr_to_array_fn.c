#include <stdio.h>
static int (*get_row(int (*m)[3], int i))[3] { return m + i; }
static void fill(int n, int (*a)[n]) { for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = i * n + j; }
int main(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int (*r)[3] = get_row(m, 1); printf("%d %d\n", (*r)[0], (*r)[2]);
  int sq[4][4]; fill(4, sq); printf("%d %d\n", sq[2][1], sq[3][3]);
  int *flat = &sq[0][0]; int s = 0; for (int i = 0; i < 16; i++) s += flat[i]; printf("%d\n", s);
  char (*strs)[6] = (char[][6]){"ab", "cde", "fghij"}; printf("%s %s\n", strs[1], strs[2]);
  return 0;
}
