/* A __builtin___memcpy_chk whose length exceeds the object __builtin_object_size gives:
   glibc's __memcpy_chk reports "*** buffer overflow detected ***" on stderr and aborts (the
   exit status of SIGABRT), at every optimization level. */
#include <stdio.h>
#include <stdlib.h>

static volatile size_t n = 12; /* known only at run time */

int main(void) {
  char d[8];
  printf("before\n");
  fflush(stdout);
  __builtin___memcpy_chk(d, "0123456789abcdef", n, __builtin_object_size(d, 0));
  printf("not reached %c\n", d[0]);
  return 0;
}
