/* -g -O2: variables promoted to registers have locations (docs/debug.md). */
#include <stdio.h>

struct pair {
  long a, b;
};

__attribute__((noinline)) long leaf(long x) { return x * 7 + 1; }

__attribute__((noinline)) long mid(long n, const struct pair *p, double f) {
  long base = n + p->a;     /* stored once: its value's places */
  const int seven = 7;      /* a constant */
  long called = leaf(base); /* base and f live across the call */
  double g = f * 2.0;
  printf("%ld %g\n", called, g);
  return called + base + seven + (long)g;
}

int main(void) {
  struct pair p = {3, 4};
  long r = mid(10, &p, 1.25);
  printf("%ld\n", r);
  return r == 114 ? 0 : 1;
}
