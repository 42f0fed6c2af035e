// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9.1p6: a K&R declaration list declares only parameters of the identifier list.
int f(a)
  int a;
// CHECK: 6.9.1-knr-declaration-list.c:[[@LINE+1]]:7: error: declaration for parameter 'b' but no such parameter
  int b;
{
  return a;
}
int g(c)
  int c;
// CHECK: 6.9.1-knr-declaration-list.c:[[@LINE+1]]:14: error: declaration for parameter 'd' but no such parameter
  static int d;
{
  return c;
}
