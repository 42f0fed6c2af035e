// Inlining calls that pass structs by value: the callee's parameter is its own copy
// (bump and sum change theirs; the caller's objects stay as they were), of any size and
// any eightbyte classes (two integers, memory, double + float).
#include <stdio.h>
typedef union { int i; void *p; double d; } U;
typedef struct { U u; long tag; } V;
typedef struct { char c[40]; } Big;
static inline V dup(V v) { if (v.tag < 0) { int *p = v.u.p; p[0]++; } return v; }
static inline int isx(V v) { return v.tag == 6; }
static inline V bump(V v) { v.tag += 1; v.u.i *= 2; return v; }       /* changes its own copy */
static inline int sum(Big b) { int s = 0; for (int i = 0; i < 40; ++i) s += b.c[i]; b.c[0] = 99; return s; }
struct DF { double a; float b; };
static inline double fd(struct DF s) { return s.a + s.b; }
V arr[10];
int cnt = 5;
int main(void) {
  arr[1].tag = -1; arr[1].u.p = &cnt; arr[2].tag = 6; arr[2].u.i = 21;
  V a = dup(arr[1]); V b = dup(arr[2]);
  V c = bump(b);
  Big big; for (int i = 0; i < 40; ++i) big.c[i] = (char)i;
  int s1 = sum(big), s2 = sum(big);
  struct DF st = {1.5, 2.25f};
  printf("%d %d %d %ld %d %ld %d %d %d %g\n", cnt, isx(a), isx(b), b.tag, c.u.i, c.tag, s1, s2, big.c[0], fd(st));
  return 0;
}
