/* GNU nested functions: reading and writing the enclosing function's locals and
   parameters, two levels of nesting, recursion, calls between nested functions, a
   nested function declared `auto` before its definition, one with no captures, one using a variable length array. */
#include <stdio.h>

struct pair { long a, b; };

static int outer(int base) {
  int total = 0;
  long scale = 3;
  struct pair p = {1, 2};
  auto int twice(int);
  void add(int v) { total += v * (int)scale; }
  int sum_pair(void) { return (int)(p.a + p.b); }
  add(1);
  add(base);
  scale = 10;
  add(2);
  p.b = 40;
  printf("total %d pair %d twice %d\n", total, sum_pair(), twice(21));
  int twice(int x) { return 2 * x + base - base; }
  return total;
}

static int levels(int n) {
  int outer_local = 100;
  int level1(int a) {
    int inner = 7;
    int level2(int b) {
      outer_local += 1; /* two levels out */
      return outer_local + inner + a + b + n;
    }
    inner = 8;
    return level2(a * 2) + level2(0);
  }
  int r = level1(5);
  printf("levels %d outer_local %d\n", r, outer_local);
  return r;
}

static int recursion(int limit) {
  int calls = 0;
  int fib(int k) {
    calls++;
    return k < 2 ? k : fib(k - 1) + fib(k - 2);
  }
  auto int even(int k);
  int odd(int k) { return k == 0 ? 0 : even(k - 1); }
  int even(int k) { return k == 0 ? 1 : odd(k - 1); }
  int f = fib(limit);
  printf("fib(%d) = %d in %d calls, even(7) %d odd(7) %d\n", limit, f, calls, even(7), odd(7));
  return f;
}

static double no_capture(double x) {
  double square(double v) { return v * v; }
  struct pair swap(struct pair q) { struct pair r = {q.b, q.a}; return r; }
  struct pair s = swap((struct pair){3, 4});
  return square(x) + (double)(s.a * 10 + s.b);
}

/* A variable length array of the enclosing function: its address and its dimensions. */
static int vla_use(int n) {
  int grid[n][n + 1];
  int fill(void) {
    int c = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= n; j++) grid[i][j] = c++;
    return (int)sizeof grid + (int)sizeof grid[0];
  }
  int sizes = fill();
  printf("vla sizes %d last %d grid[1][2] %d\n", sizes, grid[n - 1][n], grid[1][2]);
  return sizes;
}

int main(void) {
  outer(5);
  levels(2);
  recursion(15);
  printf("no capture %.1f\n", no_capture(1.5));
  vla_use(4);
  return 0;
}
