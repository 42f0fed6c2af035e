#include <stdio.h>
static int helper(int);
int global_counter;
extern int later_defined;
static int helper(int x) { global_counter += x; return global_counter; }
int later_defined = 17;
static void (*table[2])(int);
static void a(int x) { printf("a%d ", x); }
static void b(int x) { printf("b%d ", x); }
inline int inl(int x) { return x + 1; }
extern inline int inl(int x);
int main(void) {
  helper(3); helper(4); printf("%d %d\n", global_counter, later_defined);
  table[0] = a; table[1] = b; for (int i = 0; i < 4; i++) table[i & 1](i); printf("\n");
  printf("%d\n", inl(5));
  return 0;
}
