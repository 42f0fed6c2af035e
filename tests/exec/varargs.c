#include <stdio.h>
#include <stdarg.h>
int sumi(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
double sumd(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
void mixed(const char *fmt, ...) {
  va_list ap; va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) switch (*p) {
    case 'i': printf("%d ", va_arg(ap, int)); break;
    case 'l': printf("%lld ", va_arg(ap, long long)); break;
    case 'd': printf("%g ", va_arg(ap, double)); break;
    case 's': printf("%s ", va_arg(ap, char *)); break;
    case 'L': printf("%Lg ", va_arg(ap, long double)); break;
  }
  va_end(ap); printf("\n");
}
struct S { int a; double b; }; struct Big { long x[5]; }; struct Tiny { char c; short s; };
void structs(int n, ...) {
  va_list ap; va_start(ap, n);
  struct S s = va_arg(ap, struct S); struct Big b = va_arg(ap, struct Big); struct Tiny t = va_arg(ap, struct Tiny);
  printf("%d %g %ld %ld %c %d\n", s.a, s.b, b.x[0], b.x[4], t.c, t.s);
  va_end(ap);
}
int vsum(int n, va_list ap) { int s = 0; while (n--) s += va_arg(ap, int); return s; }
int twice(int n, ...) { va_list ap, aq; va_start(ap, n); va_copy(aq, ap); int a = vsum(n, ap); int b = vsum(n, aq); va_end(aq); va_end(ap); return a * 1000 + b; }
void fwd(const char *fmt, ...) { va_list ap; va_start(ap, fmt); vprintf(fmt, ap); va_end(ap); }
int main(void) {
  printf("%d\n", sumi(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("%g\n", sumd(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5, 10.25));
  mixed("ildsLidL", 1, 2LL << 40, 2.5, "str", 3.25L, -4, 1e100, (long double)-1e-300);
  structs(1, (struct S){7, 8.5}, (struct Big){{1, 2, 3, 4, 5}}, (struct Tiny){'q', 300});
  printf("%d\n", twice(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
  fwd("%s-%d-%.2f\n", "fwd", 42, 3.14159);
  char c = 'c'; short sh = -2; float f = 1.5f; mixed("iid", c, sh, f);
  return 0;
}
