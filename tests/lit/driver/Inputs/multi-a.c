#include <stdio.h>
extern int counter;            /* defined in multi-b.c */
int shared_tentative;          /* tentative here, extern in multi-b.c */
int bump(int by);              /* defined in multi-b.c */
static int helper(void) { return 1; } /* multi-b.c has its own static helper */
static int local_state = 10;
int main(int argc, char **argv) {
  shared_tentative = 5;
  int r = bump(3);
  printf("bump %d counter %d helper %d local %d tentative %d args %d %s\n", r, counter, helper(), local_state,
         shared_tentative, argc, argc > 1 ? argv[1] : "-");
  return 0;
}
