/* Division and remainder by constants (the optimizer's divconst pass rewrites them into
   multiplications by reciprocals and shifts), checked against the same division by a
   divisor the compiler cannot see (a volatile), for int, unsigned, long long, unsigned
   long long, and char/short operands (promoted to int), and x % d == 0 for signed types,
   over dividends at the extremes, near multiples of the divisor and spread over the
   range. Prints a checksum of the quotients and remainders and the number of mismatches. */
#include <limits.h>
#include <stdio.h>

static unsigned long long checks, failures, sum;

static void check(const char *what, long long d, long long x, unsigned long long got, unsigned long long want) {
  ++checks;
  sum = sum * 31 + got;
  if (got != want && ++failures <= 10) printf("FAIL %s d=%lld x=%lld: %llu, want %llu\n", what, d, x, got, want);
}

/* One divisor D for every type: functions for the constant division, a loop over
   dividends for the run-time one. */
#define SIGNED(T, TAG, D)                                                                   \
  static void s_##TAG(const T *xs, int n) {                                                 \
    volatile T vd = (T)(D);                                                                 \
    if ((T)(D) == 0) return; /* a narrow type truncated it */                               \
    for (int i = 0; i < n; ++i) {                                                           \
      T x = xs[i];                                                                          \
      if ((T)(D) == -1 && x == (T)((unsigned long long)1 << (sizeof(T) * 8 - 1))) continue; \
      check(#T " /", (long long)(T)(D), (long long)x, (unsigned long long)(x / (T)(D)), (unsigned long long)(x / vd)); \
      check(#T " %", (long long)(T)(D), (long long)x, (unsigned long long)(x % (T)(D)), (unsigned long long)(x % vd)); \
      check(#T " %==0", (long long)(T)(D), (long long)x, x % (T)(D) == 0, x % vd == 0);     \
    }                                                                                       \
  }
#define UNSIGNED(T, TAG, D)                                                                 \
  static void u_##TAG(const T *xs, int n) {                                                 \
    volatile T vd = (T)(D);                                                                 \
    if ((T)(D) == 0) return; /* a narrow type truncated it */                               \
    for (int i = 0; i < n; ++i) {                                                           \
      T x = xs[i];                                                                          \
      check(#T " /", (long long)(T)(D), (long long)x, (unsigned long long)(x / (T)(D)), (unsigned long long)(x / vd)); \
      check(#T " %", (long long)(T)(D), (long long)x, (unsigned long long)(x % (T)(D)), (unsigned long long)(x % vd)); \
    }                                                                                       \
  }

#define DIVISORS(X)                                                                         \
  X(3, 3) X(5, 5) X(6, 6) X(7, 7) X(9, 9) X(10, 10) X(11, 11) X(12, 12) X(13, 13) X(14, 14) \
  X(19, 19) X(25, 25) X(28, 28) X(60, 60) X(100, 100) X(125, 125) X(255, 255) X(641, 641)   \
  X(1000, 1000) X(3600, 3600) X(86400, 86400) X(1000000007, 1000000007ULL)                  \
  X(7fffffff, 0x7fffffffULL) X(80000001, 0x80000001ULL) X(ffffffff, 0xffffffffULL)          \
  X(u64max3, 0xffffffffffffffffULL / 3) X(u64max10, 0xffffffffffffffffULL / 10)            \
  X(2, 2) X(4, 4) X(8, 8) X(1024, 1024) X(1, 1)                                             \
  X(m1, -1) X(m2, -2) X(m3, -3) X(m7, -7) X(m8, -8) X(m10, -10) X(m1000, -1000)             \
  X(intmin, 0x80000000ULL) X(llmin, 0x8000000000000000ULL)

#define X(TAG, D) SIGNED(int, i_##TAG, D) UNSIGNED(unsigned, u_##TAG, D) \
  SIGNED(long long, l_##TAG, D) UNSIGNED(unsigned long long, ul_##TAG, D) \
  SIGNED(signed char, c_##TAG, D) UNSIGNED(unsigned short, us_##TAG, D)
DIVISORS(X)
#undef X

#define N 48
static int xi[N];
static unsigned xu[N];
static long long xl[N];
static unsigned long long xul[N];
static signed char xc[N];
static unsigned short xus[N];

int main(void) {
  unsigned long long base[] = {0, 1, 2, 3, 6, 7, 9, 10, 99, 100, 101, 640, 641, 642, 999, 1000, 86399, 86400,
                               1000000006, 1000000007, 2000000014, 2000000015, 0x7ffffffe, 0x7fffffff,
                               0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x100000000ULL,
                               0x5555555555555555ULL, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                               0xfffffffffffffffeULL, 0xffffffffffffffffULL, 0xfffffffffffffff9ULL,
                               0xfffffffffffffc18ULL, 0x123456789abcdefULL, 0xdeadbeefcafef00dULL,
                               4294967289ULL, 4294967295ULL - 1000, 2147483645, 2147483646 - 1000,
                               (unsigned long long)-7, (unsigned long long)-8, (unsigned long long)-13,
                               (unsigned long long)-100, (unsigned long long)-641, (unsigned long long)-86400};
  for (int i = 0; i < N; ++i) {
    xi[i] = (int)base[i];
    xu[i] = (unsigned)base[i];
    xl[i] = (long long)base[i];
    xul[i] = base[i];
    xc[i] = (signed char)base[i];
    xus[i] = (unsigned short)base[i];
  }
#define X(TAG, D) s_i_##TAG(xi, N); u_u_##TAG(xu, N); s_l_##TAG(xl, N); u_ul_##TAG(xul, N); \
  s_c_##TAG(xc, N); u_us_##TAG(xus, N);
  DIVISORS(X)
#undef X
  /* INT_MIN and friends as plain expressions. */
  volatile int m = INT_MIN;
  int mi = m;
  printf("%d %d %d %d\n", mi / 2, mi % 2, mi / -2, mi / 7);
  printf("%d %d %d %d\n", INT_MAX / 7, INT_MAX % 7, -INT_MAX / 10, -INT_MAX % 10);
  printf("checks %llu failures %llu sum %llx\n", checks, failures, sum);
  return 0;
}
