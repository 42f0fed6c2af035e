#include <stdio.h>
#include <limits.h>
int main(void) {
  int r; long long lr; unsigned ur; unsigned char cr;
  printf("%d ", __builtin_add_overflow(INT_MAX, 1, &r)); printf("%d\n", r);
  printf("%d ", __builtin_sub_overflow(INT_MIN, 1, &r)); printf("%d\n", r);
  printf("%d ", __builtin_mul_overflow(65536, 65536, &r)); printf("%d\n", r);
  printf("%d ", __builtin_mul_overflow(65536, 65536, &lr)); printf("%lld\n", lr);
  printf("%d ", __builtin_add_overflow(200u, 100u, &cr)); printf("%d\n", cr);
  printf("%d ", __builtin_sub_overflow(1u, 2u, &ur)); printf("%u\n", ur);
  printf("%d ", __builtin_sub_overflow(1, 2, &ur)); printf("%u\n", ur);
  printf("%d ", __builtin_sadd_overflow(1, 2, &r)); printf("%d\n", r);
  long lres; printf("%d ", __builtin_smull_overflow(LONG_MAX, 2, &lres)); printf("%ld\n", lres);
  unsigned long long ull; printf("%d ", __builtin_umulll_overflow(1ull << 32, 1ull << 32, &ull)); printf("%llu\n", ull);
  printf("%d\n", __builtin_add_overflow_p(INT_MAX, 1, (int)0));
  printf("%d ", __builtin_mul_overflow(-1, INT_MIN, &r)); printf("%d\n", r);
  volatile int a = 1000000, b = 3000; printf("%d ", __builtin_mul_overflow(a, b, &r)); printf("%d\n", r);
  return 0;
}
