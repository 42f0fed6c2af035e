#include <stdio.h>
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
int main(void) {
  int i = 3, j = 7;
  int mx = MAX(i++, j); printf("%d %d\n", mx, i);
  int x = ({ int t = 0; for (int k = 0; k < 5; k++) t += k; t; });
  printf("%d\n", x);
  double d = ({ 2.5; }); printf("%g\n", d);
  struct P { int a, b; } p = ({ struct P q = {1, 2}; q; }); printf("%d %d\n", p.a, p.b);
  int y = ({ goto skip; 5; }); skip: printf("skipped\n"); (void)y;
  printf("%d\n", ({ int r; if (i > 2) r = 10; else r = 20; r; }) + 1);
  return 0;
}
