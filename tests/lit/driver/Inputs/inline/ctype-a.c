/* glibc's ctype.h and stdio.h define toupper, getchar and putchar `extern inline
   __attribute__((gnu_inline))` from -O1 on: no unit may emit them. */
#include <ctype.h>
#include <stdio.h>
int shout(int c) { return toupper(c); }
int put(int c) { return putchar(c); }
