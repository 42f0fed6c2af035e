// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.1p3: a member has complete object type (not a function type).
struct T;
struct S {
// CHECK: 6.7.2.1-member-type.c:[[@LINE+1]]:12: error: field 't' has incomplete type
  struct T t;
// CHECK: 6.7.2.1-member-type.c:[[@LINE+1]]:7: error: field 'f' declared as a function
  int f(void);
// CHECK: 6.7.2.1-member-type.c:[[@LINE+1]]:12: error: field 'self' has incomplete type
  struct S self;
// CHECK: 6.7.2.1-member-type.c:[[@LINE+1]]:11: error: field 'u' has incomplete type
  union U u;
  int ok;
};
