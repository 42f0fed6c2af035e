#include <stdio.h>
#include <string.h>
struct P { int x, y; };
struct Big { long a[10]; char name[16]; };
struct Mix { float f; int i; double d; };
struct P addp(struct P a, struct P b) { struct P r = {a.x + b.x, a.y + b.y}; return r; }
struct Big mkbig(int k) { struct Big b; for (int i = 0; i < 10; i++) b.a[i] = k * i; strcpy(b.name, "big"); return b; }
long sumbig(struct Big b) { long s = 0; for (int i = 0; i < 10; i++) s += b.a[i]; b.a[0] = 999; return s; }
struct Mix mix(struct Mix m) { m.f *= 2; m.i += 1; m.d /= 4; return m; }
struct C3 { char a, b, c; };
struct C3 c3(struct C3 c) { c.a++; c.c--; return c; }
int main(void) {
  struct P p = addp((struct P){1, 2}, (struct P){10, 20}); printf("%d %d\n", p.x, p.y);
  struct Big b = mkbig(3); printf("%ld %s %ld\n", sumbig(b), b.name, b.a[0]);
  struct Big b2 = b; b2.a[1] = 100; printf("%ld %ld\n", b.a[1], b2.a[1]);
  struct Mix m = mix((struct Mix){1.5f, 41, 10.0}); printf("%g %d %g\n", m.f, m.i, m.d);
  struct C3 c = c3((struct C3){'a', 'b', 'c'}); printf("%c%c%c\n", c.a, c.b, c.c);
  struct P arr[3] = {{1, 2}, {3, 4}, {5, 6}}; struct P *pp = &arr[1]; printf("%d %d\n", pp->x, (pp + 1)->y);
  struct { int a; struct { int b, c; } in; } n = {1, {2, 3}}; printf("%d %d %d\n", n.a, n.in.b, n.in.c);
  struct P q = p; q.x = 0; printf("%d %d\n", p.x, q.x);
  printf("%d\n", memcmp(&arr[0], &(struct P){1, 2}, sizeof(struct P)) == 0);
  return 0;
}
