#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int g[4];
int idx(int i) { return i; }
int main(int argc, char **argv) {
  int *h = malloc(4 * sizeof(int));
  int s[4];
  memset(s, 0, sizeof s);
  int k = idx(argc + 3);
  if (argc == 1) h[k] = 1;             /* heap-buffer-overflow */
  if (argc == 2) { free(h); return h[0]; } /* heap-use-after-free */
  if (argc == 3) return s[k];          /* stack-buffer-overflow */
  if (argc == 4) return g[k];          /* global-buffer-overflow */
  printf("ok %d\n", s[0] + g[0]);
  free(h);
  return 0;
}
