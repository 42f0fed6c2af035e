// Variably modified types whose VLA dimension is not the outermost one: an array of N
// VLAs (its size is N times the VLA's), and pointers to VLAs, whose sizes are evaluated
// at the pointer's declaration (once caught as "used before its declaration").
// RUN: ilcc -w -finterpret %s | FileCheck %s
// RUN: rm -f %t && ilcc -w -O1 %s -o %t && %t | FileCheck %s
// CHECK: 120 48 12
// CHECK-NEXT: 18 4
// CHECK-NEXT: 9 8 12
#include <stdio.h>
int n3 = 3;
int fn3(void) { return n3; }
struct S { int c, e[]; };
static int foo(struct S *m, int r, int c) {
  int (*a)[][m->c] = (int (*)[][m->c])&m->e;
  return (*a)[r][c];
}
int main(void) {
  int a[10][fn3()];
  int b[4][fn3()];
  printf("%zu %zu %zu\n", sizeof a, sizeof b, sizeof a[1]);
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 3; j++) a[i][j] = i * j;
  printf("%d %d\n", a[9][2], a[4][1]);
  static struct { int c; int e[12]; } s = {4, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}};
  int n = 3;
  int (*p)[n] = (int (*)[n])s.e;
  printf("%d %d %zu\n", foo((struct S *)&s, 2, 1), p[2][2], sizeof *p);
  return 0;
}
