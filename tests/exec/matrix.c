#include <stdio.h>
#define N 6
typedef double Mat[N][N];
static void mul(Mat a, Mat b, Mat c) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { double s = 0; for (int k = 0; k < N; k++) s += a[i][k] * b[k][j]; c[i][j] = s; } }
static double det(double m[N][N], int n) {
  double a[N][N]; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = m[i][j];
  double d = 1;
  for (int c = 0; c < n; c++) {
    int p = c; for (int r = c + 1; r < n; r++) if ((a[r][c] < 0 ? -a[r][c] : a[r][c]) > (a[p][c] < 0 ? -a[p][c] : a[p][c])) p = r;
    if (a[p][c] == 0) return 0;
    if (p != c) { for (int j = 0; j < n; j++) { double t = a[p][j]; a[p][j] = a[c][j]; a[c][j] = t; } d = -d; }
    d *= a[c][c];
    for (int r = c + 1; r < n; r++) { double f = a[r][c] / a[c][c]; for (int j = c; j < n; j++) a[r][j] -= f * a[c][j]; }
  }
  return d;
}
int main(void) {
  Mat a, b, c;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (i + 1) * (j + 2) % 7 + (i == j); b[i][j] = i == j ? 2 : (i + j) % 3 - 1; }
  mul(a, b, c);
  for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) printf("%6.1f", c[i][j]); printf("\n"); }
  printf("%.4f %.4f\n", det(a, N), det(b, N));
  int im[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}, t[3][3];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) t[j][i] = im[i][j];
  for (int i = 0; i < 3; i++) printf("%d %d %d\n", t[i][0], t[i][1], t[i][2]);
  return 0;
}
