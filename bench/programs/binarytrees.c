/* Binary trees: allocation-heavy recursion through malloc and free. */
#include <stdio.h>
#include <stdlib.h>

struct node { struct node *left, *right; };

static struct node *make(int depth) {
  struct node *n = malloc(sizeof *n);
  if (depth > 0) {
    n->left = make(depth - 1);
    n->right = make(depth - 1);
  } else {
    n->left = n->right = NULL;
  }
  return n;
}

static int check(const struct node *n) {
  return 1 + (n->left ? check(n->left) + check(n->right) : 0);
}

static void release(struct node *n) {
  if (n->left) { release(n->left); release(n->right); }
  free(n);
}

int main(void) {
  int max_depth = 14, min_depth = 4;
  struct node *stretch = make(max_depth + 1);
  printf("stretch tree of depth %d\t check: %d\n", max_depth + 1, check(stretch));
  release(stretch);
  struct node *long_lived = make(max_depth);
  for (int d = min_depth; d <= max_depth; d += 2) {
    int iterations = 1 << (max_depth - d + min_depth);
    long total = 0;
    for (int i = 0; i < iterations; i++) {
      struct node *t = make(d);
      total += check(t);
      release(t);
    }
    printf("%d\t trees of depth %d\t check: %ld\n", iterations, d, total);
  }
  printf("long lived tree of depth %d\t check: %d\n", max_depth, check(long_lived));
  release(long_lived);
  return 0;
}
