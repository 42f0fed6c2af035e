#include <stdio.h>
struct A { int v; }; struct B { struct A *a; struct A arr[2]; }; struct C { struct B b; struct B *pb; };
int main(void) {
  struct A a1 = {1}, a2 = {2};
  struct B b = {&a1, {{10}, {20}}}; struct C c = {{&a2, {{30}, {40}}}, &b};
  printf("%d %d %d %d\n", c.b.a->v, c.pb->a->v, c.pb->arr[1].v, (&c)->b.arr[0].v);
  c.pb->a->v += 100; c.b.arr[1].v *= 2; printf("%d %d\n", a1.v, c.b.arr[1].v);
  struct A *pa = &c.pb->arr[0]; pa[1].v = 7; printf("%d\n", b.arr[1].v);
  struct C *pc = &c; int *pv = &pc->b.a->v; *pv = 9; printf("%d\n", a2.v);
  return 0;
}
