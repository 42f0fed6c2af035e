#include <ctype.h>
#include <stdio.h>
int shout(int);
int put(int);
int main(void) {
  put(shout('o'));
  put(toupper('k'));
  putchar('\n');
  return 0;
}
