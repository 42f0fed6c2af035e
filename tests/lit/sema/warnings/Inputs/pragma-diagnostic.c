#include <stdio.h>
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
static int unused_quiet(void) { return 1; }
#pragma GCC diagnostic pop
static int unused_loud(void) { return 1; }
int f(int a, int b, int c) {
  int u;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
  int v;
#pragma GCC diagnostic pop
#pragma GCC diagnostic error "-Wparentheses"
  return a || b && c;
}
#pragma clang diagnostic ignored "-Wshadow"
#pragma GCC diagnostic warning "-Wall"
int g(int a, int b, int c) { return a || b && c; }
#pragma GCC diagnostic ignored "-Wall"
int h(int a, int b, int c) { return a || b && c; }
#pragma GCC diagnostic ignored "-Wno-such"
