#include <stdio.h>
int main(void) {
  int a[8] = {1, 2}; long b[3][2] = {{1}, {2, 3}}; char s[6] = "hi"; double d[4] = {[3] = 1.5};
  int sa = 0; for (int i = 0; i < 8; i++) sa += a[i] * (i + 1); printf("%d\n", sa);
  printf("%ld %ld %ld %ld\n", b[0][0], b[0][1], b[1][1], b[2][0]);
  printf("%d %d %d %g %g\n", s[1], s[2], s[5], d[0], d[3]);
  for (int k = 0; k < 3; k++) { int loc[4] = {k, k + 1}; printf("%d%d%d%d ", loc[0], loc[1], loc[2], loc[3]); }
  printf("\n");
  struct { int n; char tag[4]; } recs[3] = {{1, "a"}, {2}}; printf("%d %s %d %d\n", recs[0].n, recs[0].tag, recs[1].tag[0], recs[2].n);
  char big[300] = "x"; int z = 0; for (int i = 1; i < 300; i++) z |= big[i]; printf("%d\n", z);
  return 0;
}
