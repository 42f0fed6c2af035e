// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.2.7, 6.7p4, 6.2.2: compatible redeclarations forming composite types, block-scope externs, linkage rules.
int a[];
int a[10];                                       // the composite type has the bound
_Static_assert(sizeof a == 10 * sizeof(int), "composite");
int f();
int f(int x);
int f(int);
int f(x) int x; { return x; }
static int g(void);
int g(void);                                     // keeps internal linkage
static int g(void) { return 1; }
extern int h(void);
int h(void) { return 2; }
int shared;
extern int shared;
int shared;                                      // tentative definitions
int use(void) {
  extern int a[];                                // the same object
  extern int later(int);
  int (*fp)(int) = later;
  return a[0] + f(1) + g() + h() + fp(0);
}
int later(int v) { return v; }
typedef int T;
typedef int T;                                   // C11: a typedef may be repeated
struct Incomplete;
struct Incomplete *pointers[2];
struct Incomplete { int done; };
