#include <stdio.h>
#include <string.h>
#define W 12
#define H 10
static char g[H][W], n[H][W];
static int nb(int y, int x) { int c = 0; for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) if ((dy || dx) && g[(y + dy + H) % H][(x + dx + W) % W]) c++; return c; }
int main(void) {
  g[1][2] = g[2][3] = g[3][1] = g[3][2] = g[3][3] = 1; g[6][6] = g[6][7] = g[6][8] = 1;
  for (int gen = 0; gen < 8; gen++) { for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { int k = nb(y, x); n[y][x] = g[y][x] ? (k == 2 || k == 3) : k == 3; } memcpy(g, n, sizeof g); }
  for (int y = 0; y < H; y++) { for (int x = 0; x < W; x++) putchar(g[y][x] ? '#' : '.'); putchar('\n'); }
  return 0;
}
