#include <stdio.h>
int main(void) {
  printf("exiting with 3\n");
  return 3;
}
