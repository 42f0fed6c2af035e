// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 7.16: variadic functions with the GNU builtins behind <stdarg.h>.
typedef __builtin_va_list va_list;
int sum(int count, ...) {
  va_list ap, copy;
  __builtin_va_start(ap, count);
  __builtin_va_copy(copy, ap);
  int total = 0;
  for (int i = 0; i < count; ++i) total += __builtin_va_arg(ap, int);
  double d = __builtin_va_arg(copy, double);
  char *s = __builtin_va_arg(copy, char *);
  __builtin_va_end(copy);
  __builtin_va_end(ap);
  return total + (int)d + (s != 0);
}
int forward(const char *fmt, va_list ap);
int wrapper(const char *fmt, ...) {
  va_list ap;
  __builtin_va_start(ap, fmt);
  int r = forward(fmt, ap);
  __builtin_va_end(ap);
  return r + sum(3, 1, 2, 3);
}
