// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p3 and 6.2.3: one identifier in the ordinary name space of a scope is one kind of entity.
int x;
// CHECK: 6.7-redeclared-different-kind.c:[[@LINE+1]]:5: error: 'x' redeclared as different kind of symbol
int x(void);
int f(void);
// CHECK: 6.7-redeclared-different-kind.c:[[@LINE+1]]:5: error: 'f' redeclared as different kind of symbol
int f;
typedef int T;
// CHECK: 6.7-redeclared-different-kind.c:[[@LINE+1]]:5: error: 'T' redeclared as different kind of symbol
int T(void);
void g(int a) {
// CHECK: 6.7-redeclared-different-kind.c:[[@LINE+1]]:7: error: 'a' redeclared as different kind of symbol
  int a;
}
