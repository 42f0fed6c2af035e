/* GNU nested functions called through pointers (trampolines): passed to qsort and
   bsearch (native code calling back into a nested function), stored in a local and in
   a struct, passed to another function, from two frames of a recursive function. */
#include <stdio.h>
#include <stdlib.h>

static int apply(int (*f)(int), int x) { return f(x); }

static void sort_by(int *v, int n, int descending) {
  int compares = 0;
  int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    compares++;
    return descending ? (y > x) - (y < x) : (x > y) - (x < y);
  }
  qsort(v, n, sizeof(int), cmp);
  int key = v[2];
  int *found = bsearch(&key, v, n, sizeof(int), cmp);
  printf("sorted (%s):", descending ? "down" : "up");
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("; key %d at %d; compared %s\n", key, (int)(found - v), compares > 0 ? "yes" : "no");
}

struct ops { int (*op)(int); const char *name; };

static int chain(int depth, int (*prev)(int)) {
  int offset = depth * 100;
  int mine(int x) { return x + offset; }
  if (depth == 0) return apply(prev, 1) + mine(0);
  /* The pointer made in the caller's frame still reaches that frame's offset. */
  int r = chain(depth - 1, mine);
  return prev ? r + prev(0) : r;
}

int main(void) {
  int v[7] = {5, 3, 9, 1, 7, 2, 8};
  sort_by(v, 7, 0);
  sort_by(v, 7, 1);

  int counter = 0;
  int bump(int by) { counter += by; return counter; }
  int (*fp)(int) = bump;
  fp(2);
  fp(3);
  printf("counter %d\n", counter);
  printf("apply %d\n", apply(bump, 10));
  struct ops table[2] = {{bump, "bump"}, {0, "none"}};
  int twice(int x) { return 2 * x; }
  table[1].op = twice;
  for (int i = 0; i < 2; i++) printf("%s -> %d\n", table[i].name, table[i].op(4));
  printf("chain %d\n", chain(3, 0));
  return 0;
}
