#include <stdio.h>
#include <string.h>
static int g;
__attribute__((noinline)) static int has_caller(void) { return __builtin_return_address(0) != 0; }
int main(int argc, char **argv) {
  (void)argv;
  if (__builtin_expect(argc > 100, 0)) puts("many"); else puts("few");
  printf("%d %d %d\n", __builtin_constant_p(3 * 4), __builtin_constant_p(g), __builtin_constant_p("s"));
  char buf[32]; __builtin_memset(buf, 'x', 31); buf[31] = 0; printf("%zu\n", __builtin_strlen(buf));
  char dst[8]; __builtin_memcpy(dst, "copy!", 6); printf("%s\n", dst);
  memmove(buf + 2, buf, 10); memcpy(buf, "ab", 2); printf("%.12s\n", buf);
  printf("%d %d\n", __builtin_types_compatible_p(int, int), __builtin_types_compatible_p(int, long));
  printf("%d\n", __builtin_choose_expr(1, 10, 20.0));
  printf("%zu\n", __builtin_offsetof(struct { char a; int b; }, b));
  printf("%g %g\n", __builtin_inf(), __builtin_huge_val());
  printf("%d %d\n", __builtin_isnan(__builtin_nan("")), __builtin_abs(-5));
  printf("%d\n", __builtin_strcmp("abc", "abd") < 0);
  printf("%d\n", has_caller());
  void *fa = __builtin_frame_address(0); printf("%d\n", fa != 0);
  if (argc < 0) __builtin_unreachable();
  if (argc == 12345) __builtin_trap();
  printf("%g %ld\n", __builtin_fabs(-2.5), __builtin_labs(-7L));
  return 0;
}
