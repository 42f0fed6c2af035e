// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wformat (in -Wall, C17 7.21.6.2): scanf arguments point to the conversions' types.
int scanf(const char *, ...);
int sscanf(const char *, const char *, ...);
void f(int i, long l, short sh, float fl, double d, char *s, char buf[8]) {
// CHECK: format-scanf.c:[[@LINE+1]]:11: warning: format '%d' expects argument of type 'int *', but argument 2 has type 'int'
  scanf("%d", i);
// CHECK: format-scanf.c:[[@LINE+1]]:11: warning: format '%d' expects argument of type 'int *', but argument 2 has type 'long *'
  scanf("%d", &l);
// CHECK: format-scanf.c:[[@LINE+2]]:12: warning: format '%hd' expects argument of type 'short *', but argument 2 has type 'int *'
// CHECK: format-scanf.c:[[@LINE+1]]:17: warning: format '%hhu' expects argument of type 'unsigned char *', but argument 3 has type 'short *'
  scanf("%hd %hhu", &i, &sh);
// CHECK: format-scanf.c:[[@LINE+3]]:11: warning: format '%f' expects argument of type 'float *', but argument 2 has type 'double *'
// CHECK: format-scanf.c:[[@LINE+2]]:15: warning: format '%lf' expects argument of type 'double *', but argument 3 has type 'float *'
// CHECK: format-scanf.c:[[@LINE+1]]:19: warning: format '%Lf' expects argument of type 'long double *', but argument 4 has type 'double *'
  scanf("%f %lf %Lf", &d, &fl, &d);
// CHECK: format-scanf.c:[[@LINE+1]]:15: warning: format '%s' expects argument of type 'char *', but argument 3 has type 'int *'
  sscanf(s, "%s", &i);
  scanf("%d %ld %hd %f %lf %s %7s %[a-z] %c %*d", &i, &l, &sh, &fl, &d, s, buf, buf, s); // fine
}
