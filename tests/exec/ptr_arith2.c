#include <stdio.h>
#include <stdint.h>
struct S { int a; double b; char c[5]; };
int main(void) {
  struct S arr[4]; struct S *p = arr, *q = &arr[3];
  printf("%td %td %zu\n", q - p, (char *)q - (char *)p, sizeof(struct S));
  double *dp = &arr[2].b; printf("%td\n", (char *)dp - (char *)arr);
  int m[3][4]; int (*row)[4] = m; row++; printf("%td %td\n", (char *)row - (char *)m, &m[2][3] - &m[0][0]);
  char buf[10]; char *e = buf + 10; printf("%td\n", e - buf);
  uintptr_t u = (uintptr_t)&buf[3]; printf("%d\n", (char *)u == &buf[3]);
  long idx = -2; int *ip = &m[1][2]; printf("%td\n", &ip[idx] - &m[0][0]);
  unsigned char uidx = 3; printf("%d\n", &buf[uidx] == buf + 3);
  void *vp = buf; vp = (char *)vp + 4; printf("%td\n", (char *)vp - buf);
  int *pa = &m[0][0], *pb = &m[2][0]; printf("%d %d %d\n", pa < pb, pa >= pb, pb - pa == 8);
  const char *s = "abcdef"; const char *t = s + 6; while (t > s) t -= 2; printf("%td\n", t - s);
  return 0;
}
