/* The builtin test program's prelude (tests/features/check.py). */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static char buf[64] = "xyz";
static char buf2[64];
static int ival = 3;
static long lval = 7;
static int vsum(int n, ...) {
  va_list ap, aq;
  __builtin_va_start(ap, n);
  __builtin_va_copy(aq, ap);
  int s = 0;
  for (int i = 0; i < n; ++i) s += __builtin_va_arg(aq, int);
  __builtin_va_end(aq);
  __builtin_va_end(ap);
  return s;
}
static int vfmt(char *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __builtin_vsprintf(out, fmt, ap);
  va_end(ap);
  return r;
}
/* A number for each floating result, the same whatever its type. */
#define PF(x) printf(" %.17Lg", (long double)(x))
#define PI(x) printf(" %lld", (long long)(x))
#define PU(x) printf(" %llu", (unsigned long long)(x))
#define PS(s) printf(" [%s]", (s))
#define PP(p, base) printf(" %ld", (p) ? (long)((const char *)(p) - (const char *)(base)) : -1L)
/* Variadic helpers of the tests. */
static inline __attribute__((always_inline)) int pack_printf(const char *fmt, ...) {
  return printf(fmt, __builtin_va_arg_pack());
}
static inline __attribute__((always_inline)) int pack_len(int n, ...) { return n + __builtin_va_arg_pack_len(); }
#define VA_HELPER(name, call)                                                                                     \
  static int name(const char *fmt, ...) {                                                                          \
    va_list ap;                                                                                                    \
    va_start(ap, fmt);                                                                                             \
    int r = call;                                                                                                  \
    va_end(ap);                                                                                                    \
    return r;                                                                                                      \
  }
VA_HELPER(chk_vprintf, __builtin___vprintf_chk(1, fmt, ap))
VA_HELPER(chk_vfprintf, (fflush(stdout), __builtin___vfprintf_chk(stdout, 1, fmt, ap)))
VA_HELPER(my_vprintf, __builtin_vprintf(fmt, ap))
VA_HELPER(my_vfprintf, (fflush(stdout), __builtin_vfprintf(stdout, fmt, ap)))
static int chk_vsprintf(char *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __builtin___vsprintf_chk(out, 1, 16, fmt, ap);
  va_end(ap);
  return r;
}
static int chk_vsnprintf(char *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __builtin___vsnprintf_chk(out, 3, 1, 16, fmt, ap);
  va_end(ap);
  return r;
}
static int my_vsnprintf(char *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __builtin_vsnprintf(out, 3, fmt, ap);
  va_end(ap);
  return r;
}
