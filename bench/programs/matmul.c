/* Dense matrix multiplication (integer and double), i-k-j loop order, plus a transpose. */
#include <stdio.h>
#include <stdlib.h>

#define N 300

static double a[N][N], b[N][N], c[N][N];
static int ia[N][N], ib[N][N], ic[N][N];

int main(void) {
  unsigned s = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s = s * 1664525u + 1013904223u;
      a[i][j] = (double)(s >> 20) / 4096.0;
      ia[i][j] = (int)(s >> 24) - 128;
      s = s * 1664525u + 1013904223u;
      b[i][j] = (double)(s >> 20) / 4096.0;
      ib[i][j] = (int)(s >> 24) - 128;
    }
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++) {
      double aik = a[i][k];
      int iaik = ia[i][k];
      for (int j = 0; j < N; j++) {
        c[i][j] += aik * b[k][j];
        ic[i][j] += iaik * ib[k][j];
      }
    }
  /* transpose c in place and multiply once more by the integer matrix's diagonal */
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      double t = c[i][j]; c[i][j] = c[j][i]; c[j][i] = t;
    }
  double trace = 0, sum = 0;
  long isum = 0;
  for (int i = 0; i < N; i++) {
    trace += c[i][i];
    for (int j = 0; j < N; j++) {
      sum += c[i][j] * (double)ic[j][j];
      isum = isum * 3 + ic[i][j];
      isum %= 1000000007L;
    }
  }
  printf("trace %.6f sum %.6e isum %ld\n", trace, sum, isum);
  return 0;
}
