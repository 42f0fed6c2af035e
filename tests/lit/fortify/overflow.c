// _FORTIFY_SOURCE=2 at -O2: glibc's wrappers are inlined, __builtin_object_size is decided
// after inlining, and the checks run: an overflow aborts as with gcc; a correct call runs.
// RUN: ilcc -O2 -D_FORTIFY_SOURCE=2 %s -o %t
// RUN: %t | FileCheck %s --check-prefix=OK
// RUN: not --crash %t 0123456789abcdef 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// Without optimization glibc does not fortify (its #warning is in a system header, not
// shown, as with gcc).
// RUN: ilcc -O0 -D_FORTIFY_SOURCE=2 %s -o %t0 2>&1 | count 0
// RUN: %t0 | FileCheck %s --check-prefix=OK
// The calls: checked where the size is known and the length is not, plain where the
// check cannot fail; printf through __printf_chk with its arguments passed on.
// RUN: ilcc -O2 -D_FORTIFY_SOURCE=2 -S %s -o - | FileCheck %s --check-prefix=ASM
#include <stdio.h>
#include <string.h>

struct packet {
  char tag[8];
  int len;
};

int main(int argc, char **argv) {
  char buf[10];
  strcpy(buf, argc > 1 ? argv[1] : "ok");
  struct packet p;
  memcpy(p.tag, "abc", 4);
  p.len = (int)strlen(buf);
  printf("%s %s %d\n", buf, p.tag, p.len);
  return 0;
}
// OK: ok abc 2
// OVERFLOW: *** buffer overflow detected ***: terminated
// ASM: call{{.*}}__strcpy_chk
// ASM-NOT: __memcpy_chk
// ASM: call{{.*}}__printf_chk
