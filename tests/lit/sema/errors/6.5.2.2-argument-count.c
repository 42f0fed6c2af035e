// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.2p2: a call to a prototyped function passes one argument per parameter.
int g(int);
int h(int, int);
int k(void);
int v(int, ...);
int (*fp)(int, int);
void f(void) {
// CHECK: 6.5.2.2-argument-count.c:[[@LINE+1]]:3: error: too many arguments to function 'g'
  g(1, 2);
// CHECK: 6.5.2.2-argument-count.c:[[@LINE+1]]:3: error: too few arguments to function 'h'
  h(1);
// CHECK: 6.5.2.2-argument-count.c:[[@LINE+1]]:3: error: too many arguments to function 'k'
  k(1);
// CHECK: 6.5.2.2-argument-count.c:[[@LINE+1]]:3: error: too few arguments to function 'v'
  v();
// CHECK: 6.5.2.2-argument-count.c:[[@LINE+1]]:3: error: too few arguments to function 'fp'
  fp(1);
}
