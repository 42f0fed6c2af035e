#include <stdio.h>
#include <string.h>
#include <stdlib.h>
struct S { int a; char b[13]; double c; };
int main(void) {
  char buf[100]; memset(buf, 0, sizeof buf);
  for (int i = 0; i < 50; i++) buf[i] = (char)('a' + i % 26);
  memmove(buf + 10, buf, 30); printf("%.40s\n", buf);
  memmove(buf, buf + 5, 30); printf("%.40s\n", buf);
  struct S s1 = {1, "thirteen!", 2.5}, s2; memcpy(&s2, &s1, sizeof s1); printf("%d %s %g %d\n", s2.a, s2.b, s2.c, memcmp(&s1, &s2, sizeof s1));
  int *a = calloc(10, sizeof *a); a[9] = 3; a = realloc(a, 20 * sizeof *a); printf("%d %d\n", a[0], a[9]); free(a);
  char *m = memchr("findme", 'd', 6); printf("%s\n", m);
  unsigned char big[1000]; memset(big, 0xab, sizeof big); int ok = 1; for (int i = 0; i < 1000; i++) ok &= big[i] == 0xab; printf("%d\n", ok);
  long l[4] = {1, 2, 3, 4}; memcpy(l, l + 2, 2 * sizeof *l); printf("%ld %ld\n", l[0], l[1]);
  return 0;
}
