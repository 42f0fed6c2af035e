#include <stdio.h>
int twice(int);
extern const char *greeting;
int main(int argc, char **argv) {
  printf("%s %d %s\n", greeting, twice(21), argc > 1 ? argv[1] : "-");
  return twice(argc) == 2 * argc ? 0 : 3;
}
