#include <stdio.h>
#include <stddef.h>
struct S { int a; int arr[5]; char *s; };
struct S gs = {1, {1, 2, 3, 4, 5}, "gs"};
int *pa = &gs.arr[3];
char *ps = &"hello"[2];
int x = 10, *px = &x, **ppx = &px;
long diff = (long)(&gs.arr[4] - &gs.arr[1]);
size_t off = offsetof(struct S, s);
struct S *self_ref = &gs;
char *strs[] = {"a", "bb", "ccc", 0};
int (*fp)(const char *, ...) = printf;
struct N { int a; struct { short b[2]; char c; } in; double d; } nested[2] = {1, {{2, 3}, 'x'}, 4.5, 6, 7, 8, 'y', 9.5};
int elided[2][3] = {1, 2, 3, 4};
struct D { int a, b, c; } des = {.c = 3, .a = 1};
int arrdes[10] = {[2] = 5, [7] = 8, 9, [0] = 1};
char carr[] = "abc";
char fixed[10] = "xyz";
unsigned char uca[] = {255, 256 - 1, 'A'};
float fl[] = {1.5f, 2.25f}; double db = 1.0 / 3;
const long lc = 7 * 6;
char *endp = carr + sizeof carr - 1;
unsigned long ul = (unsigned long)&x;
int main(void) {
  printf("%d %d %s %d %s\n", gs.a, *pa, ps, **ppx, self_ref->s);
  printf("%ld %zu %d\n", diff, off, ul == (unsigned long)&x);
  for (char **p = strs; *p; p++) fp("%s ", *p);
  printf("\n");
  printf("%d %d %d %c %g %d %d %d %c %g\n", nested[0].a, nested[0].in.b[0], nested[0].in.b[1], nested[0].in.c, nested[0].d,
         nested[1].a, nested[1].in.b[0], nested[1].in.b[1], nested[1].in.c, nested[1].d);
  for (int i = 0; i < 6; i++) printf("%d", elided[i / 3][i % 3]);
  printf(" %d %d %d\n", des.a, des.b, des.c);
  for (int i = 0; i < 10; i++) printf("%d,", arrdes[i]);
  printf(" %zu %s %zu %s %d %d %d\n", sizeof carr, carr, sizeof fixed, fixed, uca[0], uca[1], uca[2]);
  printf("%g %g %.6f %ld %d\n", fl[0], fl[1], db, lc, *endp);
  return 0;
}
