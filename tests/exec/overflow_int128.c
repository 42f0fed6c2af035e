// __builtin_{add,sub,mul}_overflow with __int128 operands or results: every combination of
// signedness and width on values around the limits, the stored (wrapped) result and the
// flag, and the _p forms.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void put(const char *what, int ovf, u128 r) {
  printf("%s %d %016llx%016llx\n", what, ovf, (unsigned long long)(r >> 64), (unsigned long long)r);
}

#define MAXI ((i128)(~(u128)0 >> 1))
#define MINI (-MAXI - 1)
#define MAXU (~(u128)0)

static i128 si[] = {0, 1, -1, 2, -2, 7, MAXI, MINI, MAXI - 1, MINI + 1, (i128)1 << 64, -((i128)1 << 64),
                    ((i128)1 << 63) + 5, (i128)0x7fffffffffffffffLL, -(i128)0x7fffffffffffffffLL - 1};
static u128 ui[] = {0, 1, 2, 3, MAXU, MAXU - 1, (u128)1 << 127, ((u128)1 << 64) - 1, (u128)1 << 64,
                    ((u128)1 << 64) + 1, (u128)MAXI};

int main(void) {
  int n = sizeof si / sizeof si[0], m = sizeof ui / sizeof ui[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      i128 a = si[i], b = si[j], r;
      u128 ur;
      long long l;
      int ovf;
      ovf = __builtin_add_overflow(a, b, &r); put("ss+s", ovf, r);
      ovf = __builtin_sub_overflow(a, b, &r); put("ss-s", ovf, r);
      ovf = __builtin_mul_overflow(a, b, &r); put("ss*s", ovf, r);
      ovf = __builtin_add_overflow(a, b, &ur); put("ss+u", ovf, ur);
      ovf = __builtin_sub_overflow(a, b, &ur); put("ss-u", ovf, ur);
      ovf = __builtin_mul_overflow(a, b, &ur); put("ss*u", ovf, ur);
      ovf = __builtin_mul_overflow(a, b, &l); put("ss*l", ovf, (u128)l);
      ovf = __builtin_sub_overflow(a, b, &l); put("ss-l", ovf, (u128)l);
    }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      u128 a = ui[i], b = ui[j], ur;
      i128 r;
      unsigned u;
      int ovf;
      ovf = __builtin_add_overflow(a, b, &ur); put("uu+u", ovf, ur);
      ovf = __builtin_sub_overflow(a, b, &ur); put("uu-u", ovf, ur);
      ovf = __builtin_mul_overflow(a, b, &ur); put("uu*u", ovf, ur);
      ovf = __builtin_add_overflow(a, b, &r); put("uu+s", ovf, r);
      ovf = __builtin_sub_overflow(a, b, &r); put("uu-s", ovf, r);
      ovf = __builtin_mul_overflow(a, b, &r); put("uu*s", ovf, r);
      ovf = __builtin_mul_overflow(a, b, &u); put("uu*32", ovf, u);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      i128 a = si[i], r;
      u128 b = ui[j], ur;
      int ovf;
      ovf = __builtin_add_overflow(a, b, &r); put("su+s", ovf, r);
      ovf = __builtin_sub_overflow(b, a, &ur); put("us-u", ovf, ur);
      ovf = __builtin_mul_overflow(a, b, &r); put("su*s", ovf, r);
      ovf = __builtin_mul_overflow(b, a, &ur); put("us*u", ovf, ur);
    }
  // Narrow operands, 128-bit result; the _p forms.
  int x = -5;
  unsigned y = 4000000000u;
  i128 r;
  printf("%d ", __builtin_mul_overflow(x, y, &r)); put("nar", 0, r);
  printf("%d %d %d %d\n", __builtin_sub_overflow_p(3u, 4096, (u128)0), __builtin_sub_overflow_p(5000u, 4096, (u128)0),
         __builtin_add_overflow_p(MAXI, 1, (i128)0), __builtin_mul_overflow_p(MINI, -1, (i128)0));
  return 0;
}
