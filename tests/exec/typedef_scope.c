#include <stdio.h>
typedef int T;
typedef struct node { T val; struct node *next; } node, *nodep;
T f(void) { return 1; }
int main(void) {
  T a = 5;
  {
    typedef double T;
    T b = 2.5;
    printf("%g %zu\n", b, sizeof(T));
    { int T = 3; printf("%d\n", T); }
  }
  printf("%d %zu\n", a, sizeof(T));
  node n2 = {2, 0}, n1 = {1, &n2}; nodep p = &n1; int s = 0; for (; p; p = p->next) s += p->val; printf("%d\n", s);
  typedef int A[3]; A arr = {1, 2, 3}; printf("%zu %d\n", sizeof(A), arr[2]);
  typedef int (*FP)(void); FP fp = f; printf("%d\n", fp());
  typedef const char *str; str s1 = "typedef"; printf("%s\n", s1);
  return 0;
}
