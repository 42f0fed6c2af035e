// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.1.1p2: associations have distinct complete, non-VM object types; at most one default; some association matches.
struct S;
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:18: error: '_Generic' selector of type 'double' is not compatible with any association
int a = _Generic(1.0, int: 1, char *: 2);
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:29: error: '_Generic' specifies two compatible types
int b = _Generic(1, int: 1, signed int: 2);
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:33: error: duplicate 'default' case in '_Generic'
int c = _Generic(1, default: 1, default: 2);
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:21: error: '_Generic' association has incomplete type
int d = _Generic(1, struct S: 1, default: 2);
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:21: error: '_Generic' association has function type
int e = _Generic(1, int(void): 1, default: 2);
void f(int n) {
// CHECK: 6.5.1.1-generic-selection.c:[[@LINE+1]]:23: error: '_Generic' association has variable length type
  int g = _Generic(1, int(*)[n]: 1, default: 2);
}
