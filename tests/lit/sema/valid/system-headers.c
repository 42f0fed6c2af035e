// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// The C library's headers parse silently with -Werror (gcc's in this environment).
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdalign.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
int main(void) {
  printf("%d %s %zu %" PRId64 "\n", INT_MAX, "x", sizeof(int), (int64_t)1);
  return EXIT_SUCCESS;
}
