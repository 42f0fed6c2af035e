#include <stdio.h>
#include <string.h>
struct S3 { char a[3]; };
struct S7 { char a[7]; };
struct S12 { int a[3]; };
struct S24 { long a[3]; };
struct S100 { char a[100]; };
#define T(S, N) static struct S id_##S(struct S s) { for (int i = 0; i < N; i++) s.a[i] += 1; return s; }
T(S3, 3) T(S7, 7) T(S12, 3) T(S24, 3) T(S100, 100)
int main(void) {
  struct S3 a = {{1, 2, 3}}; a = id_S3(a); printf("%d %d %d\n", a.a[0], a.a[1], a.a[2]);
  struct S7 b; for (int i = 0; i < 7; i++) b.a[i] = (char)(i * 10); b = id_S7(b); printf("%d %d\n", b.a[0], b.a[6]);
  struct S12 c = {{100, 200, 300}}; c = id_S12(c); printf("%d %d\n", c.a[0], c.a[2]);
  struct S24 d = {{1L << 40, 2, 3}}; d = id_S24(d); printf("%ld %ld\n", d.a[0], d.a[2]);
  struct S100 e; memset(&e, 5, sizeof e); e = id_S100(e); int s = 0; for (int i = 0; i < 100; i++) s += e.a[i]; printf("%d\n", s);
  struct S12 arr[4]; for (int i = 0; i < 4; i++) arr[i] = (struct S12){{i, i + 1, i + 2}}; arr[0] = arr[3]; printf("%d %d\n", arr[0].a[0], arr[0].a[2]);
  struct S7 *p = &b, q = *p; q.a[0] = 99; printf("%d %d\n", p->a[0], q.a[0]);
  struct { struct S3 x; struct S24 y; } nest = {a, d}, nest2; nest2 = nest; printf("%d %ld\n", nest2.x.a[2], nest2.y.a[1]);
  return 0;
}
