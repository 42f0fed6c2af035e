// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1 (6.2.3p1): member names of one struct or union are distinct, anonymous members included.
struct S {
  int x;
// CHECK: 6.7.2.1-duplicate-member.c:[[@LINE+1]]:8: error: duplicate member 'x'
  long x;
  struct { int y; };
// CHECK: 6.7.2.1-duplicate-member.c:[[@LINE+1]]:8: error: duplicate member 'y'
  char y;
};
union U {
  int a;
// CHECK: 6.7.2.1-duplicate-member.c:[[@LINE+1]]:23: error: duplicate member 'a'
  struct { int b; int a; };
};
