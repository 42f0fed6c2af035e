// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.2.1, 6.7.2.3: tags in nested scopes, forward declarations that start a new type, completion later.
struct S { int a; };
struct List;                       // incomplete, completed below
struct List *head;
int f(void) {
  struct S { long b, c; } inner;   // a new struct S in this block
  _Static_assert(sizeof inner == 2 * sizeof(long), "inner S");
  {
    struct S;                      // declares yet another S, incomplete here
    struct S *p = 0;
    struct S { char d; };
    _Static_assert(sizeof(struct S) == 1, "innermost S");
    (void)p;
  }
  return (int)sizeof(struct S) + (int)sizeof inner.b;
}
_Static_assert(sizeof(struct S) == sizeof(int), "outer S unchanged");
struct List { int value; struct List *next; };
int g(void) { return head ? head->next->value : 0; }
enum Color { RED, GREEN };
int h(void) {
  enum Color { BLUE = 5 } c = BLUE;   // hides the outer enum and its constants
  return c;
}
union U *forward_union(void);
union U { int i; float f; };
