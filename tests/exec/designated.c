#include <stdio.h>
struct Pt { int x, y, z; };
struct Line { struct Pt a, b; const char *name; };
union U { int i; float f; char c[4]; };
int main(void) {
  struct Line l = {.b = {.y = 5}, .a.z = 3, .name = "line"};
  printf("%d %d %d %d %d %d %s\n", l.a.x, l.a.y, l.a.z, l.b.x, l.b.y, l.b.z, l.name);
  struct Pt pts[4] = {[1] = {1, 2, 3}, [3].y = 9, [0] = {.z = 7}};
  for (int i = 0; i < 4; i++) printf("(%d,%d,%d)", pts[i].x, pts[i].y, pts[i].z);
  printf("\n");
  union U u = {.f = 2.0f}; printf("%08x\n", u.i);
  int a[] = {[5] = 1, [2] = 2, 3}; printf("%zu %d %d\n", sizeof a / sizeof *a, a[3], a[5]);
  struct Pt p = {1, .z = 3, .x = 10}; printf("%d %d %d\n", p.x, p.y, p.z);
  int m[3][3] = {[1][1] = 5, [2] = {7, 8}}; printf("%d %d %d %d\n", m[1][1], m[2][0], m[2][1], m[0][0]);
  char s[10] = {[3] = 'x', 'y'}; printf("%d %c %c\n", s[0], s[3], s[4]);
  struct { int a[3]; int b; } w = {.a[1] = 4, 6}; printf("%d %d %d\n", w.a[1], w.a[2], w.b);
  return 0;
}
