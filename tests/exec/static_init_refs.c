/* Statics named only in the initializer of another object must be emitted, whatever
   the order of definitions and uses (keep-in-IL marking, docs/il.md): a local static
   whose initializer takes another local static's address (CPython's argument clinic),
   an object used before its initialized definition (git's hash_algos), a static
   tentative definition completed later (CPython's type objects), and a static named
   only in the initializer of an external object that a function used before its
   definition. */
#include <stdio.h>

struct H { int v; const char *name; };

/* 1: local statics. */
int *local_chain(void) {
  static int a = 3;
  static int *p = &a;
  return p;
}
const char *local_deeper(void) {
  static const char text[] = "deep";
  static const char *const names[] = {text, 0};
  static const char *const *const table = names;
  return table[0];
}

/* 2: used before the initialized definition. */
static const struct H *lookup(int);
int use_lookup(void) { return lookup(0)->v; }
static const char nm[] = "x";
static const struct H tbl[] = {{1, nm}};
static const struct H *lookup(int i) { return &tbl[i]; }

extern const struct H algos[2];
static inline const struct H *algo(int i) { return &algos[i]; }
int use_algo(void) { return algo(1)->v; }
static const char sha1[] = "sha1";
static const char sha256[] = "sha256";
const struct H algos[2] = {{1, sha1}, {2, sha256}};

/* 3: a static tentative definition completed later. */
struct Type { int size; const char *name; struct Type *base; };
static struct Type TypeA;
static struct Type TypeB;
int type_size(void) { return TypeA.size + TypeB.base->size; }
static const char type_a_name[] = "A";
static struct Type TypeA = {8, type_a_name, 0};
static struct Type TypeB = {16, "B", &TypeA};

/* 4: a static named only by an external object used before its definition. */
extern int *px;
int use_px(void) { return *px; }
static int x = 5;
int *px = &x;

/* A chain: each static names the next; all are reached from one use. */
static struct Node { int v; struct Node *next; } n3, n2, n1;
int chain_sum(void) {
  int s = 0;
  for (struct Node *n = &n1; n; n = n->next) s += n->v;
  return s;
}
static struct Node n1 = {1, &n2};
static struct Node n2 = {2, &n3};
static struct Node n3 = {3, 0};

int main(void) {
  printf("%d %s\n", *local_chain(), local_deeper());
  printf("%d %s %d %s\n", use_lookup(), lookup(0)->name, use_algo(), algo(0)->name);
  printf("%d %s %s\n", type_size(), TypeA.name, TypeB.name);
  printf("%d %d\n", use_px(), chain_sum());
  return 0;
}
