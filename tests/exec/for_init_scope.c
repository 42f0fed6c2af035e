/* The declarations of a for statement's first clause live until the loop ends (C17
   6.8.5p5): an aggregate declared there without an initializer and assigned in the
   controlling expression keeps its value through the body while the body's own objects
   (whose addresses escape) come and go, `continue` included (jq's jv_array_foreach); a VLA
   declared there stays allocated for the whole loop; a cleanup variable declared there is
   cleaned up when the loop ends, not before it starts. */
#include <stdio.h>
#include <string.h>

typedef struct {
  long a, b;
} pair;

__attribute__((noinline)) static pair get(int i) {
  pair p = {i, i * 10};
  return p;
}

__attribute__((noinline)) static void touch(pair *p) {
  p->a ^= 0x5555;
  p->b ^= 0x2222;
}

static void done(int *p) { printf("cleanup %d\n", *p); }

int main(void) {
  long sum = 0;
  for (int i = 0, once = 1; once; once = 0)
    for (pair x; i < 8 ? (x = get(i), 1) : 0; i++) {
      if (x.a % 3 == 0) continue;
      pair y = get(100 + i);
      touch(&y);
      sum += x.b + y.a;
      {
        pair z = get(7);
        touch(&z);
        sum += z.b;
      }
      sum += x.a * 1000;
    }
  printf("sum %ld\n", sum);

  int n = 6;
  long total = 0;
  for (int k = 0, v[n]; k < n; k++) {
    v[k] = k * k;
    char scratch[64];
    memset(scratch, k, sizeof scratch);
    total += v[k] + scratch[k];
    if (k == n - 1)
      for (int j = 0; j < n; j++) total += v[j];
  }
  printf("total %ld\n", total);

  for (int c __attribute__((cleanup(done))) = 42, m = 0; m < 2; m++) printf("body %d %d\n", c, m);
  printf("after\n");
  return 0;
}
