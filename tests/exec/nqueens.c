#include <stdio.h>
static int solve(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
  if (row == n) return 1;
  int c = 0; unsigned avail = ~(cols | d1 | d2) & ((1u << n) - 1);
  while (avail) { unsigned b = avail & -avail; avail -= b; c += solve(n, row + 1, cols | b, (d1 | b) << 1, (d2 | b) >> 1); }
  return c;
}
int main(void) { for (int n = 1; n <= 9; n++) printf("%d ", solve(n, 0, 0, 0, 0)); printf("\n"); return 0; }
