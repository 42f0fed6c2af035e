// glibc's fortified functions that see a certain overflow at compile time call a
// function declared warning("..."), as with gcc: the warning names it.
// RUN: ilcc -O2 -D_FORTIFY_SOURCE=2 -c %s -o %t.o 2>&1 | FileCheck %s
// Not when the call is fine.
// RUN: ilcc -O2 -D_FORTIFY_SOURCE=2 -DSMALL -c %s -o %t.o 2>&1 | count 0
#include <unistd.h>
#ifdef SMALL
#define LEN 10
#else
#define LEN 100
#endif
int f(int fd) {
  char buf[10];
  return (int)read(fd, buf, LEN) + buf[0];
}
// CHECK: warning: call to '__read_chk_warn' declared with attribute warning: read called with bigger length than size of the destination buffer
