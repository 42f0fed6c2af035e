// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wformat (in -Wall, C17 7.21.6.1): printf arguments against the conversions of a literal format.
int printf(const char *, ...);
int fprintf(void *, const char *, ...);
typedef unsigned long size_t;
void f(int i, long l, char *s, double d, float fl, size_t z, void *p, unsigned u, short h) {
// CHECK: format-printf.c:[[@LINE+2]]:12: warning: format '%d' expects argument of type 'int', but argument 2 has type 'char *'
// CHECK: format-printf.c:[[@LINE+1]]:15: warning: format '%s' expects argument of type 'char *', but argument 3 has type 'int'
  printf("%d %s\n", s, i);
// CHECK: format-printf.c:[[@LINE+1]]:12: warning: format '%d' expects a matching 'int' argument
  printf("%d\n");
// CHECK: format-printf.c:[[@LINE+1]]:10: warning: too many arguments for format
  printf("%d\n", i, i);
// CHECK: format-printf.c:[[@LINE+2]]:13: warning: format '%ld' expects argument of type 'long', but argument 2 has type 'int'
// CHECK: format-printf.c:[[@LINE+1]]:16: warning: format '%f' expects argument of type 'double', but argument 3 has type 'long'
  printf("%ld %f\n", i, l);
// CHECK: format-printf.c:[[@LINE+2]]:13: warning: format '%zu' expects argument of type 'size_t', but argument 2 has type 'int'
// CHECK: format-printf.c:[[@LINE+1]]:16: warning: format '%p' expects argument of type 'void *', but argument 3 has type 'int'
  printf("%zu %p\n", i, i);
// CHECK: format-printf.c:[[@LINE+2]]:12: warning: unknown conversion type character 'y' in format
// CHECK: format-printf.c:[[@LINE+1]]:10: warning: too many arguments for format
  printf("%y\n", i);
// CHECK: format-printf.c:[[@LINE+1]]:20: warning: format '%d' expects argument of type 'int', but argument 2 has type 'char *'
  printf("a\tb\x41%d\n", s);
// CHECK: format-printf.c:[[@LINE+1]]:16: warning: format '%s' expects argument of type 'char *', but argument 3 has type 'int'
  fprintf(0, "%s\n", i);
  printf("%5.2f %*d %-8s %zu %p %c %lu %%\n", fl, i, i, s, z, p, i, l); // fine
  printf("%.*s %*d %-*s\n", u, s, h, i, u, s); // fine: unsigned int, short promoted to int
// CHECK: format-printf.c:[[@LINE+1]]:13: warning: field precision specifier '.*' expects argument of type 'int', but argument 2 has type 'unsigned long'
  printf("%.*s\n", z, s);
// CHECK: format-printf.c:[[@LINE+1]]:12: warning: field width specifier '*' expects argument of type 'int', but argument 2 has type 'long'
  printf("%*d\n", l, i);
}
