// A static local (and a file-scope static) that optimization deletes: -g must not name
// its symbol (Lua's lstrlib.c `nativeendian` failed to link).
#include <stdio.h>
static const int unused_table[4] = {1, 2, 3, 4};
static int little(void) {
  static const union { int dummy; char little; } nativeendian = {1};
  return nativeendian.little;
}
int main(void) {
  printf("%d\n", little());
  return 0;
}
