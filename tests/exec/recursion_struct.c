#include <stdio.h>
#include <stdlib.h>
typedef struct Tree { int key; struct Tree *l, *r; } Tree;
static Tree *ins(Tree *t, int k) { if (!t) { t = calloc(1, sizeof *t); t->key = k; return t; } if (k < t->key) t->l = ins(t->l, k); else if (k > t->key) t->r = ins(t->r, k); return t; }
static int height(Tree *t) { if (!t) return 0; int a = height(t->l), b = height(t->r); return 1 + (a > b ? a : b); }
static void inorder(Tree *t) { if (!t) return; inorder(t->l); printf("%d ", t->key); inorder(t->r); }
static int sum(Tree *t) { return t ? t->key + sum(t->l) + sum(t->r) : 0; }
static void freet(Tree *t) { if (!t) return; freet(t->l); freet(t->r); free(t); }
int main(void) {
  Tree *t = 0; int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50};
  for (int i = 0; i < 12; i++) t = ins(t, keys[i]);
  inorder(t); printf("\n%d %d\n", height(t), sum(t));
  freet(t);
  return 0;
}
