#include <stdio.h>
int find(int a[][3], int n, int t) {
  int i, j;
  for (i = 0; i < n; i++) for (j = 0; j < 3; j++) if (a[i][j] == t) goto found;
  return -1;
found:
  return i * 3 + j;
}
int main(void) {
  int a[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  printf("%d %d\n", find(a, 3, 8), find(a, 3, 10));
  int n = 0;
again:
  n++;
  if (n < 5) goto again;
  printf("%d\n", n);
  int i = 0;
  goto mid;
  for (; i < 3; i++) {
    printf("top%d ", i);
  mid:
    printf("mid%d ", i);
  }
  printf("\n");
  { int k = 3; back: if (k-- > 0) { printf("k%d ", k); goto back; } }
  printf("\n");
  return 0;
}
