// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p3: a member shall not have incomplete type (void).
struct S {
// CHECK: 6.7.2.1-void-member.c:[[@LINE+1]]:8: error: variable or field 'v' declared void
  void v;
  int x;
};
