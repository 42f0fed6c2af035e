#include <stdio.h>
#include <string.h>
#define D 200
static void mul_small(unsigned char *a, int m) { int carry = 0; for (int i = 0; i < D; i++) { int v = a[i] * m + carry; a[i] = v % 10; carry = v / 10; } }
static void add(unsigned char *a, const unsigned char *b) { int c = 0; for (int i = 0; i < D; i++) { int v = a[i] + b[i] + c; a[i] = v % 10; c = v / 10; } }
static void print(const unsigned char *a) { int i = D - 1; while (i > 0 && !a[i]) i--; for (; i >= 0; i--) putchar('0' + a[i]); putchar('\n'); }
int main(void) {
  unsigned char f[D] = {1}; for (int i = 2; i <= 50; i++) mul_small(f, i); print(f);
  unsigned char a[D] = {0}, b[D] = {1}, t[D]; for (int i = 0; i < 200; i++) { memcpy(t, b, D); add(b, a); memcpy(a, t, D); } print(a);
  unsigned char p[D] = {1}; for (int i = 0; i < 100; i++) mul_small(p, 2); print(p);
  return 0;
}
