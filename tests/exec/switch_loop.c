#include <stdio.h>
static void duff(char *to, const char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7: *to++ = *from++;
  case 6: *to++ = *from++;
  case 5: *to++ = *from++;
  case 4: *to++ = *from++;
  case 3: *to++ = *from++;
  case 2: *to++ = *from++;
  case 1: *to++ = *from++;
          } while (--n > 0);
  }
}
static int classify(int c) { int r = 0; switch (c & 3) { case 0: r = 10; /* fallthrough */ case 1: r += 1; break; case 2: { for (int i = 0; i < c; i++) { if (i == 3) break; r++; } } break; default: switch (c) { case 3: r = 33; break; default: r = -1; } } return r; }
int main(void) {
  char src[] = "duff's device copies bytes", dst[sizeof src] = {0};
  for (int k = 1; k <= 26; k += 5) { duff(dst, src, k); dst[k] = 0; printf("%s|", dst); }
  printf("\n");
  for (int i = 0; i < 12; i++) printf("%d ", classify(i));
  printf("\n");
  int state = 0, steps = 0;
  while (state != 4) { switch (state) { case 0: state = 2; break; case 1: state = 4; continue; case 2: state = 3; break; case 3: state = 1; break; } steps++; }
  printf("%d\n", steps);
  return 0;
}
