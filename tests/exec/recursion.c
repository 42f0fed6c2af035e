#include <stdio.h>
int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int is_even(int n); int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
void hanoi(int n, char a, char b, char c, int *moves) { if (!n) return; hanoi(n - 1, a, c, b, moves); ++*moves; hanoi(n - 1, c, b, a, moves); }
int many(int a, int b, int c, int d, int e, int f, int g, int h, int i) { return i ? many(b, c, d, e, f, g, h, a, i - 1) + a : a + b * 2 + c * 3 + h; }
double dr(double x, int n) { return n ? dr(x * 1.5, n - 1) + x : x; }
int main(void) {
  printf("%d %ld %d %d\n", ack(2, 3), fact(20), is_even(100), is_odd(7));
  int m = 0; hanoi(12, 'a', 'b', 'c', &m); printf("%d\n", m);
  printf("%d %g\n", many(1, 2, 3, 4, 5, 6, 7, 8, 20), dr(1.0, 10));
  return 0;
}
