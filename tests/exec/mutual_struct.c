#include <stdio.h>
struct B;
struct A { int v; struct B *b; };
struct B { double w; struct A *a; };
static double walk(struct A *a, int n) { double s = 0; while (n--) { s += a->v + a->b->w; a = a->b->a; } return s; }
int main(void) {
  struct A a1, a2; struct B b1, b2;
  a1 = (struct A){1, &b1}; b1 = (struct B){0.5, &a2}; a2 = (struct A){2, &b2}; b2 = (struct B){0.25, &a1};
  printf("%g\n", walk(&a1, 5));
  return 0;
}
