// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p3: an identifier with no linkage is declared once in a scope.
void f(void) {
  int x;
// CHECK: 6.7-no-linkage-redeclaration.c:[[@LINE+1]]:7: error: redeclaration of 'x' with no linkage
  int x;
  typedef int T;
// CHECK: 6.7-no-linkage-redeclaration.c:[[@LINE+1]]:7: error: 'T' redeclared as different kind of symbol
  int T;
  int y;
// CHECK: 6.7-no-linkage-redeclaration.c:[[@LINE+1]]:15: error: 'y' redeclared as different kind of symbol
  typedef int y;
  struct S { int m; } s;
// CHECK: 6.7-no-linkage-redeclaration.c:[[@LINE+1]]:22: error: conflicting types for 's'; have 'union U'
  union U { int m; } s;
}
