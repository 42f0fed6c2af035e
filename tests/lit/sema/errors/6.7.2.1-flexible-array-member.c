// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p3 and p18: a flexible array member is the last member of a struct with another named member.
struct A {
  int n;
// CHECK: 6.7.2.1-flexible-array-member.c:[[@LINE+1]]:7: error: flexible array member not at end of struct
  int a[];
  int m;
};
struct B {
// CHECK: 6.7.2.1-flexible-array-member.c:[[@LINE+1]]:7: error: flexible array member in a struct with no named members
  int a[];
};
union C {
  int n;
// CHECK: 6.7.2.1-flexible-array-member.c:[[@LINE+1]]:7: error: flexible array member in union
  int a[];
};
struct D {
  int n;
  int a[];
};
