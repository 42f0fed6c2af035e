// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// gcc's default warnings about declarations that declare nothing, and internal functions.
// CHECK-DAG: declarations.c:[[@LINE+1]]:1: warning: useless type name in empty declaration
int;
// CHECK-DAG: declarations.c:[[@LINE+1]]:1: warning: unnamed struct/union that defines no instances
struct { int a; };
struct Tag;
struct Tag; // declares the tag again: no warning (jq's generated parser has this)
struct Tag { int t; };
struct Tag;
// CHECK-DAG: declarations.c:[[@LINE+1]]:12: warning: 'declared_only' used but never defined
static int declared_only(void);
// CHECK-DAG: declarations.c:[[@LINE+1]]:12: warning: 'never_used' defined but not used
static int never_used(void) { return 0; }
int use(void) { return declared_only(); }
// CHECK-DAG: declarations.c:[[@LINE+1]]:5: warning: array 'unsized' assumed to have one element
int unsized[];
// CHECK-DAG: declarations.c:[[@LINE+1]]:19: warning: 'struct Later' declared inside parameter list will not be visible outside of this definition or declaration
void takes(struct Later *p);
void k(void) {
// CHECK-DAG: declarations.c:[[@LINE+1]]:3: warning: unnamed struct/union that defines no instances
  union { int b; };
// CHECK-DAG: declarations.c:[[@LINE+1]]:3: warning: useless type name in empty declaration
  long;
}
