#include <stdio.h>
#include <stdbool.h>
static bool is_prime(int n) { if (n < 2) return false; for (int d = 2; d * d <= n; d++) if (n % d == 0) return false; return true; }
int main(void) {
  bool b = 5; bool c = 0.0; bool d = (void *)&b; printf("%d %d %d %zu\n", b, c, d, sizeof(bool));
  int cnt = 0; for (int i = 0; i < 100; i++) cnt += is_prime(i); printf("%d\n", cnt);
  bool x = true; x = !x; x++; printf("%d\n", x); x--; printf("%d\n", x); x--; printf("%d\n", x);
  bool arr[4] = {1, 0, 2, -1}; printf("%d%d%d%d\n", arr[0], arr[1], arr[2], arr[3]);
  bool e = 3 & 4; printf("%d %d\n", e, (bool)(3 & 4) == (bool)0);
  int y = b + b + true; printf("%d\n", y);
  return 0;
}
