// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2p3 (6.7p3): an enumeration constant is declared once in a scope.
enum E { A, B };
// CHECK: 6.7.2.2-enumerator-redeclared.c:[[@LINE+1]]:13: error: redeclaration of enumerator 'A'
enum F { C, A };
int D;
// CHECK: 6.7.2.2-enumerator-redeclared.c:[[@LINE+1]]:10: error: 'D' redeclared as different kind of symbol
enum G { D };
typedef int T;
// CHECK: 6.7.2.2-enumerator-redeclared.c:[[@LINE+1]]:10: error: 'T' redeclared as different kind of symbol
enum H { T };
void f(void) {
  enum I { A }; // another scope: fine
}
