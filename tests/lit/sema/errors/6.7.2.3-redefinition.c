// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.3p1: a struct, union or enum content is defined at most once in a scope.
struct S { int a; };
// CHECK: 6.7.2.3-redefinition.c:[[@LINE+1]]:8: error: redefinition of 'struct S'
struct S { int b; };
union U { int a; };
// CHECK: 6.7.2.3-redefinition.c:[[@LINE+1]]:7: error: redefinition of 'union U'
union U { int b; };
enum E { A };
// CHECK: 6.7.2.3-redefinition.c:[[@LINE+1]]:6: error: redeclaration of 'enum E'
enum E { B };
void f(void) {
  struct S { long c; } s; // another scope: fine
}
