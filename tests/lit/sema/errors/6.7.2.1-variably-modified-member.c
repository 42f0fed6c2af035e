// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p9: a member shall not have a variably modified type (gcc accepts it in a block).
void f(int n) {
  struct S {
// CHECK: 6.7.2.1-variably-modified-member.c:[[@LINE+1]]:9: error: a member of a structure or union cannot have a variably modified type
    int a[n];
  } s;
  union U {
// CHECK: 6.7.2.1-variably-modified-member.c:[[@LINE+1]]:11: error: a member of a structure or union cannot have a variably modified type
    int (*p)[n];
  } u;
}
