#include <stdio.h>
#include <string.h>

struct point { int x, y; };
typedef struct node { struct node *next; const char *name; unsigned flags : 3; unsigned mode : 5; } node_t;
enum color { RED, GREEN = 5, BLUE };
int counter = 7;
static double ratio = 1.5;

static int add(int a, int b) {
  int sum = a + b;
  return sum;
}

__attribute__((noinline)) int area(struct point p, int scale) { /* noinline: no inlined frames yet (docs/debug.md) */
  int r = p.x * p.y;
  r *= scale;
  return r;
}

int vla_sum(int n) {
  int arr[n];
  for (int i = 0; i < n; i++)
    arr[i] = i * 2;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += arr[i];
  return s;
}

int main(void) {
  struct point pt = {3, 4};
  int nums[4] = {1, 2, 3, 4};
  int *ptr = &nums[1];
  node_t n1 = {0, "first", 5, 17};
  enum color c = GREEN;
  {
    int inner = 42;
    counter += inner;
  }
  int total = add(pt.x, pt.y);
  total += area(pt, 2);
  total += vla_sum(5);
  printf("%d %d %s %d %f\n", total, *ptr, n1.name, c, ratio);
  return 0;
}
