#include <stdio.h>
enum Color { RED, GREEN = 5, BLUE, ALPHA = -2, BETA };
enum Big { B1 = 0x7fffffff, B2 = 1 };
enum { ANON_A = 10, ANON_B = ANON_A * 2 };
typedef enum { T0, T1, T2 } Tri;
const char *cname(enum Color c) { switch (c) { case RED: return "red"; case GREEN: return "green"; case BLUE: return "blue"; default: return "?"; } }
int main(void) {
  printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, BETA);
  printf("%d %d %d\n", B1, ANON_B, (int)sizeof(enum Color));
  enum Color c = BLUE; c++; printf("%d %s %s\n", c, cname(GREEN), cname(c));
  Tri t = T2; printf("%d\n", t == 2);
  int arr[T2 + 1] = {[T1] = 4}; printf("%d %zu\n", arr[1], sizeof arr);
  enum Color neg = ALPHA; printf("%d\n", neg < 0);
  return 0;
}
