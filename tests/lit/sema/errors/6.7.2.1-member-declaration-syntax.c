// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p1 (syntax): each member declaration ends with ';' (one error).
struct S {
  int a
// CHECK: 6.7.2.1-member-declaration-syntax.c:[[@LINE+1]]:3: error: expected ';' before 'int'
  int b;
// CHECK: 6.7.2.1-member-declaration-syntax.c:[[@LINE+1]]:3: error: storage class specified for a type name or member
  static int c;
};
struct S s = { 1, 2 };
