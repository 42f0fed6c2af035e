#include <stdio.h>
typedef int (*op_t)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int sq(int x) { return x * x; }
static int compose(op_t *fs, int n, int x) { for (int i = 0; i < n; i++) x = fs[i](x); return x; }
static op_t choose(char c) { return c == 'i' ? inc : c == 'd' ? dbl : sq; }
struct vt { int (*area)(const void *); const char *(*name)(void); };
struct sq_shape { const struct vt *vt; int side; };
struct rect { const struct vt *vt; int w, h; };
static int sq_area(const void *p) { const struct sq_shape *s = p; return s->side * s->side; }
static int rect_area(const void *p) { const struct rect *r = p; return r->w * r->h; }
static const char *sq_name(void) { return "square"; }
static const char *rect_name(void) { return "rect"; }
static const struct vt SQ = {sq_area, sq_name}, RE = {rect_area, rect_name};
int main(void) {
  op_t fs[] = {inc, dbl, sq, inc}; printf("%d\n", compose(fs, 4, 3));
  const char *prog = "idsid"; int v = 1; for (const char *c = prog; *c; c++) v = choose(*c)(v); printf("%d\n", v);
  struct sq_shape s = {&SQ, 4}; struct rect r = {&RE, 3, 5};
  const struct vt **shapes[] = {(const struct vt **)&s, (const struct vt **)&r};
  for (int i = 0; i < 2; i++) printf("%s %d\n", (*shapes[i])->name(), (*shapes[i])->area(shapes[i]));
  return 0;
}
