// RUN: %bin/ilcc -fsyntax-only -w -Wall %s 2>&1 | count 0
// -w suppresses every warning (errors stay): nothing is reported and the exit status is 0.
int f(void) { return undeclared_function(); }
int *p = 1;
char *q = (const char *)0;
f2(void) { return 0; }
int r(int x) { if (x) return 1; }
void u(void) { int unused; }
