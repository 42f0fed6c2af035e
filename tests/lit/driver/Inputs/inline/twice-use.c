#include "twice.h"
int printf(const char *, ...);
int (*twice_ptr(void))(int) { return twice; }
int main(void) {
  printf("%d %d\n", twice(21), twice_ptr()(4));
  return 0;
}
