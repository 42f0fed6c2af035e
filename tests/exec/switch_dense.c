#include <stdio.h>
const char *name(int d) {
  switch (d) {
  case 0: return "zero"; case 1: return "one"; case 2: return "two"; case 3: return "three";
  case 4: return "four"; case 5: return "five"; case 6: return "six"; case 7: return "seven";
  default: return "many";
  }
}
int fall(int x) { int r = 0; switch (x) { case 1: r += 1; case 2: r += 2; break; case 3: r += 3; default: r += 100; case 4: r += 4; } return r; }
int main(void) {
  for (int i = -2; i < 10; i++) printf("%s ", name(i));
  printf("\n");
  for (int i = 0; i < 6; i++) printf("%d ", fall(i));
  printf("\n");
  char c = 'b'; switch (c) { case 'a': puts("a"); break; case 'b': puts("b"); break; }
  unsigned long long big = 3; switch (big) { case 3ull: puts("3ull"); break; case 0xffffffffffull: puts("no"); }
  switch (5) { default: puts("only default"); }
  int k = 0; switch (k) { case 0: { int j = 4; while (j--) if (j == 2) break; printf("j=%d\n", j); } }
  return 0;
}
