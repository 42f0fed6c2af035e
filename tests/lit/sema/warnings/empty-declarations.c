// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// `struct S;` declares the tag, or redeclares it, silently (gcc), as zstd, redis and jq
// write it many times; storage classes and qualifiers in such a declaration draw gcc's
// warnings, differently for a new and a known tag.
struct S;
struct S;
struct S { int x; };
struct S;
union U;
union U;
enum E { A };
enum E;
// CHECK: empty-declarations.c:[[@LINE+1]]:14: warning: empty declaration with type qualifier does not redeclare tag
const struct S;
// CHECK: empty-declarations.c:[[@LINE+1]]:15: warning: empty declaration with storage class specifier does not redeclare tag
static struct S;
// CHECK: empty-declarations.c:[[@LINE+1]]:15: warning: useless storage class specifier in empty declaration
static struct N1;
// CHECK: empty-declarations.c:[[@LINE+1]]:14: warning: useless type qualifier in empty declaration
const struct N2;
// CHECK: empty-declarations.c:[[@LINE+1]]:1: warning: useless type name in empty declaration
int;
void f(void) {
  struct S;
  struct S;
  union U;
  enum E;
// CHECK: empty-declarations.c:[[@LINE+1]]:16: warning: empty declaration with type qualifier does not redeclare tag
  const struct S;
}
