/* GNU object size checking without _FORTIFY_SOURCE: __builtin_object_size of objects the
   expression shows (the answers gcc gives at every optimization level), and the
   __builtin___*_chk functions with sizes that fit (they copy as the plain functions). */
#include <stdio.h>
#include <string.h>

struct S {
  char a[10];
  int b;
  char c[3];
};
char g[33];
static struct S gs;

int main(void) {
  char buf[10];
  struct S s;
  printf("%zu %zu %zu %zu\n", __builtin_object_size(buf, 0), __builtin_object_size(&buf[4], 1),
         __builtin_object_size(g, 0), __builtin_object_size(&g[5], 2));
  printf("%zu %zu %zu %zu\n", __builtin_object_size(s.a, 0), __builtin_object_size(s.a, 1),
         __builtin_object_size(&s.c[1], 1), __builtin_object_size(&s.b, 3));
  printf("%zu %zu\n", __builtin_object_size(gs.c, 1), __builtin_object_size("hello", 0));
  int i = 0;
  printf("%zu %zu\n", __builtin_object_size(&buf[i++], 0), __builtin_object_size(&buf[i++], 2)); /* not evaluated */
  printf("i=%d\n", i);
  printf("%zu\n", __builtin_dynamic_object_size(buf, 0));

  char d[8];
  __builtin___memcpy_chk(d, "abcdefg", 8, __builtin_object_size(d, 0));
  printf("%s\n", d);
  __builtin___strcpy_chk(d, "xyz", __builtin_object_size(d, 1));
  __builtin___strcat_chk(d, "uvw", __builtin_object_size(d, 1));
  printf("%s\n", d);
  __builtin___memset_chk(d, '-', 3, sizeof d);
  printf("%s\n", d);
  char out[16];
  int n = __builtin___sprintf_chk(out, 1, sizeof out, "%d/%s", 12, "ab");
  printf("%d %s\n", n, out);
  n = __builtin___snprintf_chk(out, 5, 1, sizeof out, "%d", 1234567);
  printf("%d %s\n", n, out);
  __builtin___strncpy_chk(out, "hello", sizeof out, sizeof out);
  printf("%s %p\n", out, (void *)0);
  __builtin___printf_chk(1, "%s %d\n", "printf_chk", 3);
  __builtin___fprintf_chk(stdout, 1, "%s\n", "fprintf_chk");
  return 0;
}
