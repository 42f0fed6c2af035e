#include <stdio.h>
int add(a, b) int a; int b; { return a + b; }
double mixd(x, n) float x; int n; { return x * n; }
long noproto();
long noproto(a, b, c) char a; short b; long c; { return a + b + c; }
int implicit_int(x) { return x * 3; }
static int cnt(s) char *s; { int n = 0; while (*s++) n++; return n; }
int main(void) {
  printf("%d %g %ld %d %d\n", add(2, 3), mixd(1.5f, 4), noproto(1, 2, 3L), implicit_int(5), cnt("knr"));
  return 0;
}
