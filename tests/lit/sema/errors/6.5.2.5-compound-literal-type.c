// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.2.5p1: a compound literal is of a complete object type (or an array of unknown size), not a VLA.
struct S;
void f(int n) {
// CHECK: 6.5.2.5-compound-literal-type.c:[[@LINE+1]]:12: error: compound literal has variable size
  int *p = (int[n]){ 1 };
// CHECK: 6.5.2.5-compound-literal-type.c:[[@LINE+1]]:3: error: compound literal has incomplete type
  (struct S){ 0 };
// CHECK: 6.5.2.5-compound-literal-type.c:[[@LINE+1]]:3: error: compound literal has function type
  (int(void)){ 0 };
  int *ok = (int[]){ 1, 2 };
}
