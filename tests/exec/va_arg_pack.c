/* GNU __builtin_va_arg_pack and __builtin_va_arg_pack_len: an always_inline variadic
   function passes the variadic arguments of each call it is inlined into on to another
   variadic function, and counts them; wrappers inlined into wrappers pass on both. */
#include <stdarg.h>
#include <stdio.h>

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static inline __attribute__((always_inline)) int count_and_sum(int first, ...) {
  return first * 1000 + sum(__builtin_va_arg_pack_len(), __builtin_va_arg_pack());
}

static inline __attribute__((always_inline)) int logf_(const char *fmt, ...) {
  int n = printf("[log] ");
  return n + printf(fmt, __builtin_va_arg_pack());
}

static inline __attribute__((always_inline)) int twice(const char *fmt, ...) {
  logf_(fmt, __builtin_va_arg_pack());
  return logf_(fmt, __builtin_va_arg_pack()) + __builtin_va_arg_pack_len();
}

extern inline __attribute__((always_inline, gnu_inline)) int pick(int k, ...) {
  return k + __builtin_va_arg_pack_len();
}

int main(void) {
  printf("%d\n", count_and_sum(1));
  printf("%d\n", count_and_sum(2, 10));
  printf("%d\n", count_and_sum(3, 10, 20, 30));
  int n = logf_("%s %d %.1f %c\n", "mixed", 42, 2.5, 'x');
  printf("%d\n", n);
  n = twice("%d+%d\n", 1, 2);
  printf("%d\n", n);
  printf("%d %d\n", pick(1), pick(1, 2, 3, 4));
  return 0;
}
