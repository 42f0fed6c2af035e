#include <stdio.h>
#include <stdlib.h>
struct node { int v; struct node *next; };
static struct node *push(struct node *h, int v) { struct node *n = malloc(sizeof *n); n->v = v; n->next = h; return n; }
static struct node *reverse(struct node *h) { struct node *p = 0; while (h) { struct node *n = h->next; h->next = p; p = h; h = n; } return p; }
static struct node *merge(struct node *a, struct node *b) { struct node head, *t = &head; while (a && b) { if (a->v <= b->v) { t->next = a; a = a->next; } else { t->next = b; b = b->next; } t = t->next; } t->next = a ? a : b; return head.next; }
static struct node *sort(struct node *h) { if (!h || !h->next) return h; struct node *slow = h, *fast = h->next; while (fast && fast->next) { slow = slow->next; fast = fast->next->next; } struct node *b = slow->next; slow->next = 0; return merge(sort(h), sort(b)); }
static void print(struct node *h) { for (; h; h = h->next) printf("%d ", h->v); printf("\n"); }
int main(void) {
  struct node *h = 0; for (int i = 0; i < 12; i++) h = push(h, (i * 7) % 12);
  print(h); h = reverse(h); print(h); h = sort(h); print(h);
  while (h) { struct node *n = h->next; free(h); h = n; }
  return 0;
}
