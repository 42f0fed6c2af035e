// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7p7: an object with no linkage has a complete type at the end of its declarator.
struct S;
void f(void) {
// CHECK: 6.7-incomplete-object.c:[[@LINE+1]]:12: error: storage size of 's' isn't known
  struct S s;
// CHECK: 6.7-incomplete-object.c:[[@LINE+1]]:7: error: array size missing in 'a'
  int a[];
// CHECK: 6.7-incomplete-object.c:[[@LINE+1]]:11: error: storage size of 'u' isn't known
  union U u;
// CHECK: 6.7-incomplete-object.c:[[@LINE+1]]:10: error: storage size of 'e' isn't known
  enum E e;
}
