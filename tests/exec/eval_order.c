#include <stdio.h>
static int trace[20], nt;
static int t(int v) { trace[nt++] = v; return v; }
int main(void) {
  int r = t(1) && t(0) && t(2); r += t(0) || t(3) || t(4); r += t(5) ? t(6) : t(7);
  printf("%d:", r); for (int i = 0; i < nt; i++) printf(" %d", trace[i]); printf("\n");
  nt = 0; int x = (t(10), t(11), t(12)); printf("%d %d\n", x, nt);
  return 0;
}
