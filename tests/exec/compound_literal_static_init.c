/* GNU C: compound literals in the initializers of objects with static storage, at file
   scope and in functions; their values are constants there. */
#include <stdio.h>

struct S { int a, b; };
struct T { struct S s; int *q; char name[4]; };

struct S gs = (struct S){1, 2};
static int *gp = (int[]){3, 4, 5};
struct T gt = {(struct S){6, 7}, (int[]){8, 9}, "ab"};
struct S garr[] = {(struct S){10, 11}, (struct S){12, 13}, [3] = (struct S){.b = 14}};
int gi = (int){15};
int ga[] = (int[]){16, 17, 18};
const struct S gc = (const struct S){19, 20};
struct { struct S in[2]; } gnest = {{(struct S){21, 22}, (struct S){23, 24}}};
union U { int i; float f; } gu = (union U){.f = 1.5f};
struct T gtt = (struct T){{25, 26}, 0, "xyz"};
int gm[2][2] = {(int[2]){27, 28}, (int[2]){29, 30}};

int main(void) {
  static struct S ls = (struct S){31, 32};
  static struct S la[2] = {(struct S){33, 34}, (struct S){35, 36}};
  static int li = (int){37};
  static int lar[] = (int[]){38, 39};
  static struct T lt = {(struct S){40, 41}, 0, "q"};
  printf("%d %d %d %d %d %d %s\n", gs.a, gs.b, gp[2], gt.s.b, gt.q[1], gt.s.a, gt.name);
  printf("%d %d %d %d %d\n", garr[0].a, garr[1].b, garr[3].b, garr[2].a, (int)(sizeof garr / sizeof garr[0]));
  printf("%d %d %d %d %d %d\n", gi, ga[2], (int)(sizeof ga / sizeof ga[0]), gc.b, gnest.in[1].a, (int)(gu.f * 2));
  printf("%d %d %s %d %d\n", gtt.s.a, gtt.s.b, gtt.name, gm[0][1], gm[1][0]);
  printf("%d %d %d %d %d %d %d %d %s\n", ls.a, ls.b, la[1].a, la[0].b, li, lar[1], lt.s.a, lt.s.b, lt.name);
  return 0;
}
