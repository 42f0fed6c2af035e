/* Inlined calls at -O2: bt shows each inlined frame (DW_TAG_inlined_subroutine) with its
   call site, as gcc's does; up and down move through them. */
#include <stdio.h>
__attribute__((noinline)) void sink(int y) { printf("leaf %d\n", y); }
static int leaf(int x) {
  int y = x * 3;
  sink(y);
  return y + 1;
}
static int mid(int x) { return leaf(x + 1) * 2; }
int main(int argc, char **argv) {
  int r = mid(argc);
  printf("%d\n", r);
  return 0;
}
