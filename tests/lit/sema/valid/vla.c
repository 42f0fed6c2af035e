// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.6.2: variable length arrays, [*] in prototypes, sizeof at run time, pointers to VLAs, VM typedefs.
void fill(int rows, int cols, int m[rows][cols]);
void fill(int, int, int m[*][*]);                 // compatible redeclaration with [*]
void fill(int rows, int cols, int m[rows][cols]) {
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      m[i][j] = i * cols + j;
}
int sum(int n, int (*p)[n]) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += (*p)[i];
  return s;
}
long f(int n) {
  int a[n][n + 1];
  typedef int Row[n + 1];
  Row *r = a;
  fill(n, n + 1, a);
  static int (*keep)[4];          // a static pointer to an array: fine
  __SIZE_TYPE__ bytes = sizeof a + sizeof(Row) + sizeof *r;
  int (*pv)[n] = 0;
  int total = 0;
  {
    int inner[n * 2];
    inner[0] = sum(n + 1, r);
    total = inner[0];
  }
again:
  if (total < 0) goto again;      // a backward jump out of nothing: fine
  return (long)bytes + total + (pv == 0) + (keep == 0);
}
