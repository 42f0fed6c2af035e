// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU statement expressions: blocks as expressions, the last expression statement giving the value.
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
int f(int x, int y) {
  int m = MAX(x, y);
  int v = ({ int t = x * 2; t + 1; });
  ({ ; });                                  // no value: void
  long l = ({ int inner = ({ 3; }); inner * 2L; });
  int loop = ({ int s = 0; for (int i = 0; i < 3; ++i) s += i; s; });
  int labeled = ({ goto done; done: 7; });
  return m + v + (int)l + loop + labeled;
}
void g(void) {
  int u = 0;
  ({ u++; });
  (void)({ (void)u; });
}
