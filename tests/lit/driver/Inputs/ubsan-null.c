#include <stdio.h>
struct S { int a; long b; };
int get(int *p) { return *p; }
int main(int argc, char **argv) {
  struct S *p = argc > 5 ? (struct S *)argv : 0;
  int n = argc - 2;
  if (argc == 1) { int vla[n]; (void)vla; }
  if (argc == 2) p->b = 1;
  if (argc == 3) return get(0);
  if (argc == 4) __builtin_unreachable();
  printf("done\n");
  return 0;
}
