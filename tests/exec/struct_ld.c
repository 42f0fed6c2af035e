#include <stdio.h>
struct LD { long double x; };
struct LD2 { long double a, b; };
struct ILD { int i; long double x; };
struct FI { float f; int i; };
struct DI { double d; long l; };
struct ID { int i; double d; };
struct FF { float a, b, c; };
struct DD { double a, b; };
static struct LD ld1(struct LD a) { a.x *= 2; return a; }
static struct LD2 ld2(struct LD2 a) { struct LD2 r = {a.b, a.a}; return r; }
static struct ILD ild(struct ILD a, int k) { a.i += k; a.x += k; return a; }
static struct FI fi(struct FI a) { a.f += a.i; a.i *= 2; return a; }
static struct DI di(struct DI a) { a.d -= a.l; a.l = -a.l; return a; }
static struct ID id(struct ID a) { a.d *= a.i; return a; }
static struct FF ff(struct FF a) { return (struct FF){a.c, a.b, a.a}; }
static struct DD dd(int n, struct DD a, struct DD b, struct DD c, struct DD d, struct DD e) { (void)n; return (struct DD){a.a + b.a + c.a + d.a + e.a, a.b + b.b + c.b + d.b + e.b}; }
int main(void) {
  printf("%Lg\n", ld1((struct LD){1.25L}).x);
  struct LD2 r = ld2((struct LD2){1, 2}); printf("%Lg %Lg\n", r.a, r.b);
  struct ILD x = ild((struct ILD){3, 0.5L}, 4); printf("%d %Lg\n", x.i, x.x);
  struct FI y = fi((struct FI){1.5f, 3}); printf("%g %d\n", y.f, y.i);
  struct DI z = di((struct DI){10.5, 3}); printf("%g %ld\n", z.d, z.l);
  struct ID w = id((struct ID){4, 2.5}); printf("%d %g\n", w.i, w.d);
  struct FF v = ff((struct FF){1, 2, 3}); printf("%g %g %g\n", v.a, v.b, v.c);
  struct DD q = dd(0, (struct DD){1, 2}, (struct DD){3, 4}, (struct DD){5, 6}, (struct DD){7, 8}, (struct DD){9, 10}); printf("%g %g\n", q.a, q.b);
  return 0;
}
