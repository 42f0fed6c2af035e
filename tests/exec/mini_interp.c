#include <stdio.h>
#include <ctype.h>
static const char *p;
static long expr(void);
static void skip(void) { while (*p == ' ') p++; }
static long atom(void) {
  skip();
  if (*p == '(') { p++; long v = expr(); skip(); p++; return v; }
  if (*p == '-') { p++; return -atom(); }
  long v = 0; while (isdigit((unsigned char)*p)) v = v * 10 + (*p++ - '0'); return v;
}
static long term(void) { long v = atom(); for (;;) { skip(); if (*p == '*') { p++; v *= atom(); } else if (*p == '/') { p++; v /= atom(); } else if (*p == '%') { p++; v %= atom(); } else return v; } }
static long expr(void) { long v = term(); for (;;) { skip(); if (*p == '+') { p++; v += term(); } else if (*p == '-') { p++; v -= term(); } else return v; } }
static long eval(const char *s) { p = s; return expr(); }
int main(void) {
  const char *tests[] = {"1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 4", "-(3 - 10) * -2", "2*(3+(4*(5+6)))-1", "12345679 * 9"};
  for (int i = 0; i < 6; i++) printf("%s = %ld\n", tests[i], eval(tests[i]));
  return 0;
}
