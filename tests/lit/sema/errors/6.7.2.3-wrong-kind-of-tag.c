// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.3p2: the tag's later uses name the same kind (struct, union or enum).
struct S;
// CHECK: 6.7.2.3-wrong-kind-of-tag.c:[[@LINE+1]]:7: error: 'S' defined as wrong kind of tag
union S *p;
enum E { A };
// CHECK: 6.7.2.3-wrong-kind-of-tag.c:[[@LINE+1]]:8: error: 'E' defined as wrong kind of tag
struct E *q;
union U { int x; };
// CHECK: 6.7.2.3-wrong-kind-of-tag.c:[[@LINE+1]]:6: error: 'U' defined as wrong kind of tag
enum U u;
void f(void) {
  union S { int y; } s; // a new tag in an inner scope: fine
}
