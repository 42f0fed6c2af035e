#include <stdio.h>
_Static_assert(__STDC_VERSION__ >= 201112L, "C11 at least");
void greet(const char *who) { printf("hello, %s (C %ld)\n", who, (long)__STDC_VERSION__); }
