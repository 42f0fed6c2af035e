/* Calls the inliner replaces by the callees' bodies: results through phis, locals whose
   address is an argument, callees that do not return, static locals, struct results in
   registers, arrays of the callee reused by each iteration, recursion, always_inline at
   every level, and callees the inliner must leave alone (setjmp, VLAs, noinline). */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static int clamp(int v, int lo, int hi) { if (v < lo) return lo; if (v > hi) return hi; return v; }
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static int counter(void) { static int n; return ++n; }
struct pair { int a, b; };
static struct pair make_pair(int a, int b) { struct pair p = {a, b}; return p; }
static int sum_local(int k) { int buf[4] = {k, k + 1, k + 2, 0}; buf[3] = buf[0] + buf[2]; return buf[3] + buf[1]; }
static void die_if(int bad) { if (bad) { printf("bad\n"); exit(3); } }
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static inline __attribute__((always_inline)) long poly(long x) {
  long r = 0;
  for (int i = 0; i < 8; i++) r = r * x + i;
  return r;
}
static int vla_sum(int n) { int v[n]; for (int i = 0; i < n; i++) v[i] = i; int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static jmp_buf env;
static int jumps(int x) { if (setjmp(env)) return -x; return x; }
static __attribute__((noinline)) int twice(int x) { return 2 * x; }
static unsigned long long mulhi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }

int main(void) {
  int x = 5, y = 9, s = 0;
  swap(&x, &y);
  for (int i = -3; i < 12; i += 2) s += clamp(i, 0, 7) + sum_local(i);
  counter();
  counter();
  struct pair p = make_pair(x, y);
  die_if(x == y);
  printf("%d %d %d %d %d %d\n", x, y, s, counter(), p.a, p.b);
  printf("%d %ld %d %d %d\n", fact(10), poly(3), vla_sum(10), jumps(4), twice(21));
  printf("%llu\n", mulhi(~0ull, ~0ull));
  return 0;
}
