#include <stdio.h>
int counter(void) { static int n; return ++n; }
int *addr(void) { static int v = 42; return &v; }
const char *once(void) { static char buf[16] = "init"; static int calls; calls++; buf[0] = '0' + calls; return buf; }
int fib(int n) { static long memo[50]; if (n < 2) return n; if (memo[n]) return (int)memo[n]; return (int)(memo[n] = fib(n - 1) + fib(n - 2)); }
int main(void) {
  counter(); counter(); printf("%d\n", counter());
  *addr() += 1; printf("%d\n", *addr());
  once(); printf("%s\n", once());
  printf("%d\n", fib(40));
  static struct { int a; char *s; } st = {3, "st"}; printf("%d %s\n", st.a, st.s);
  return 0;
}
