/* csmith 2.3.0 seed 71377 (default options) at -O1 and -O2: internal error "value %3263
   does not dominate this use". simplifycfg's jump threading let the entry, whose constant
   decided the loop header's branch, bypass the header, although the header's own phi read
   a value the header computes (l ^ 0, two casts) on the latch's edge: that value then had
   no definition on the path from the entry. */
#include <stdio.h>
static unsigned short g_193 = 6;
static int g_832;
static void func_13(void) {
  unsigned int t = 0;
  int l = 0;
  for (;; g_193 += 1) {
    l ^= t;
    if (l)
      g_832 -= 1;
    if (g_193 == 40)
      break;
  }
}
static void func_14(void) {
  unsigned int t = 0;
  int l = 3;
  for (;; g_193 += 1) {
    l ^= t;
    if (l)
      g_832 -= 1;
    if (g_193 == 50)
      break;
  }
}
int main(void) {
  func_13();
  printf("%d %d\n", g_193, g_832);
  func_14();
  printf("%d %d\n", g_193, g_832);
  return 0;
}
