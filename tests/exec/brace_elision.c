#include <stdio.h>
struct In { int a, b; };
struct Out { struct In i[2]; char s[4]; int z; };
struct Out g = {1, 2, 3, 4, "ab", 9};
struct Out g2 = {{{1}, 2}, {'x'}, 3};
int m[2][2][2] = {1, 2, 3, 4, 5, 6, 7};
int main(void) {
  printf("%d %d %d %d %s %d\n", g.i[0].a, g.i[0].b, g.i[1].a, g.i[1].b, g.s, g.z);
  printf("%d %d %d %d %c %d\n", g2.i[0].a, g2.i[0].b, g2.i[1].a, g2.i[1].b, g2.s[0], g2.z);
  for (int i = 0; i < 8; i++) printf("%d", m[i / 4][i / 2 % 2][i % 2]);
  printf("\n");
  struct Out l = {5, 6, 7, 8, {'q', 'r'}, 10}; printf("%d %d %s %d\n", l.i[1].a, l.i[1].b, l.s, l.z);
  struct In arr[] = {1, 2, 3, 4, 5}; printf("%zu %d\n", sizeof arr / sizeof *arr, arr[2].b);
  return 0;
}
