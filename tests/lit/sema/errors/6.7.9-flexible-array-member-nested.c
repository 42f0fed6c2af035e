// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: a flexible array member is initialized only in the outermost object's initializer.
struct S { int n; int a[]; };
// CHECK: 6.7.9-flexible-array-member-nested.c:[[@LINE+1]]:44: error: initialization of flexible array member in a nested context
struct T { struct S s; int m; } t = { { 1, { 2 } }, 3 };
struct S ok = { 1, { 2, 3 } };
// gcc accepts a nested one that ends the outermost object:
union B { struct S s; char b[40]; } b = { { 1, { 2, 3 } } };
struct C { int x; struct S s; } c = { 1, { 1, { 2 } } };
