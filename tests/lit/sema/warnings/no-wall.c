// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Without -Wall only gcc's default warnings are given (no -Wreturn-type, -Wunused-variable, -Wformat).
// CHECK: no-wall.c:[[@LINE+1]]:22: warning: implicit declaration of function 'undeclared_function'
int f(void) { return undeclared_function(); }
// CHECK: no-wall.c:[[@LINE+1]]:10: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
int *p = 1;
// CHECK: no-wall.c:[[@LINE+1]]:11: warning: initialization discards 'const' qualifier from pointer target type
char *q = (const char *)0;
// CHECK: no-wall.c:[[@LINE+1]]:1: warning: return type defaults to 'int'
f2(void) { return 0; }
int r(int x) { if (x) return 1; }
void u(void) { int unused; }
