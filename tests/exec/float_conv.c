#include <stdio.h>
static volatile double vd[] = {0.5, -0.5, 1.5, -1.5, 2.5, 1e10, -1e10, 4294967295.0, 2147483647.0, -2147483648.0};
int main(void) {
  for (int i = 0; i < 10; i++) printf("%lld ", (long long)vd[i]);
  printf("\n");
  for (int i = 0; i < 5; i++) printf("%d ", (int)vd[i]);
  printf("%u %d %d\n", (unsigned)vd[7], (int)vd[8], (int)vd[9]);
  volatile unsigned long long big[] = {0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull, 0x8000000000000401ull, 9007199254740993ull};
  for (int i = 0; i < 7; i++) printf("%.1f %.1f|", (double)big[i], (double)(float)big[i]);
  printf("\n");
  volatile double dd[] = {9.2e18, 1.2e19, 1.8446744073709550e19, 0.99};
  for (int i = 0; i < 4; i++) printf("%llu ", (unsigned long long)dd[i]);
  printf("\n");
  volatile float ff[] = {3.5f, -3.5f, 1e9f, 16777217.0f};
  for (int i = 0; i < 4; i++) printf("%d %u %g|", (int)ff[i], (unsigned)(ff[i] > 0 ? ff[i] : 0), (double)ff[i]);
  printf("\n");
  volatile unsigned ui = 4000000000u; printf("%.1f %.1f\n", (double)ui, (float)ui);
  volatile short sh = -300; printf("%g %g\n", (double)sh, (float)(unsigned short)sh);
  volatile double x = 1e300; printf("%g %g\n", (float)x, (double)(float)1e-50);
  volatile float fx = 1.1f; printf("%.17g\n", (double)fx);
  return 0;
}
