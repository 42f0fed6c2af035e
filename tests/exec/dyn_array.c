#include <stdio.h>
#include <stdlib.h>
typedef struct { int *data; size_t len, cap; } Vec;
static void vpush(Vec *v, int x) { if (v->len == v->cap) { v->cap = v->cap ? v->cap * 2 : 4; v->data = realloc(v->data, v->cap * sizeof *v->data); } v->data[v->len++] = x; }
static int vpop(Vec *v) { return v->data[--v->len]; }
int main(void) {
  Vec v = {0};
  for (int i = 0; i < 1000; i++) vpush(&v, i * 3 % 1001);
  long s = 0; for (size_t i = 0; i < v.len; i++) s += v.data[i];
  printf("%zu %zu %ld\n", v.len, v.cap, s);
  int a = vpop(&v), b = vpop(&v); printf("%d %d %zu\n", a, b, v.len);
  free(v.data);
  return 0;
}
