// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.3p1: a tag's content is defined at most once, not inside its own definition.
struct S {
// CHECK: 6.7.2.3-nested-redefinition.c:[[@LINE+1]]:10: error: nested redefinition of 'struct S'
  struct S {
    int x;
  } y;
};
union U {
  int a;
// CHECK: 6.7.2.3-nested-redefinition.c:[[@LINE+1]]:9: error: nested redefinition of 'union U'
  union U {
    int b;
  } c;
};
