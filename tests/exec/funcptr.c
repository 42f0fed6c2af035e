#include <stdio.h>
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
static int (*pick(int i))(int, int) { static int (*t[])(int, int) = {add, sub, mul}; return t[i]; }
typedef void (*cb)(int, void *);
static void each(int *a, int n, cb f, void *ctx) { for (int i = 0; i < n; i++) f(a[i], ctx); }
static void acc(int v, void *ctx) { *(long *)ctx += v * v; }
static double dapply(double (*f)(double, int), double x) { return f(x, 3); }
static double powi(double x, int n) { double r = 1; while (n--) r *= x; return r; }
int main(void) {
  printf("%d %d %d\n", apply(add, 3, 4), apply(sub, 3, 4), apply(mul, 3, 4));
  for (int i = 0; i < 3; i++) printf("%d ", pick(i)(10, 5));
  printf("\n");
  int a[] = {1, 2, 3, 4}; long s = 0; each(a, 4, acc, &s); printf("%ld\n", s);
  printf("%g\n", dapply(powi, 1.5));
  int (*fp)(int, int) = add; printf("%d %d %d\n", (*fp)(1, 1), (**fp)(2, 2), fp == add);
  void (*vp)(void) = (void (*)(void))add; printf("%d\n", ((int (*)(int, int))vp)(20, 22));
  return 0;
}
