#include <stdio.h>
struct V2 { double x, y; };
struct I3 { int a, b, c; };
struct Big { long v[6]; };
struct F1 { float f; };
static struct V2 v2add(struct V2 a, struct V2 b) { return (struct V2){a.x + b.x, a.y + b.y}; }
static struct V2 v2scale(struct V2 a, struct V2 b) { return (struct V2){a.x * b.x, a.y * b.y}; }
static struct I3 i3(int k) { return (struct I3){k, k * 2, k * 3}; }
static struct Big big(int k) { struct Big b; for (int i = 0; i < 6; i++) b.v[i] = k + i; return b; }
static struct F1 f1(float f) { return (struct F1){f * 2}; }
typedef struct V2 (*binop)(struct V2, struct V2);
int main(void) {
  binop ops[2] = {v2add, v2scale};
  struct V2 a = {1.5, 2}, b = {3, -1};
  for (int i = 0; i < 2; i++) { struct V2 r = ops[i](a, b); printf("%g %g\n", r.x, r.y); }
  struct I3 (*pi)(int) = i3; struct I3 r = pi(7); printf("%d %d %d\n", r.a, r.b, r.c);
  struct Big (*pb)(int) = &big; struct Big bb = (*pb)(10); printf("%ld %ld\n", bb.v[0], bb.v[5]);
  struct F1 (*pf)(float) = f1; printf("%g\n", pf(1.25f).f);
  printf("%d\n", pi(2).c);
  struct { binop op; const char *name; } tab[] = {{v2add, "add"}, {v2scale, "scale"}};
  printf("%s %g\n", tab[1].name, tab[1].op(a, a).y);
  return 0;
}
