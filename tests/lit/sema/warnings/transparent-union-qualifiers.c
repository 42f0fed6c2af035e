// RUN: %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// A transparent union argument assignable to no member without a diagnostic converts to
// the first pointer member it could be assigned to by discarding qualifiers, with that
// assignment's warning (gcc).
struct S { int x; };
typedef union { struct S *s; int *i; } __attribute__((transparent_union)) U;
int take(U u);
int call(const struct S *cs, const int *ci) {
// CHECK: transparent-union-qualifiers.c:[[@LINE+1]]:15: warning: passing argument 1 of 'take' discards 'const' qualifier from pointer target type
  return take(cs) +
// CHECK: transparent-union-qualifiers.c:[[@LINE+1]]:15: warning: passing argument 1 of 'take' discards 'const' qualifier from pointer target type
         take(ci);
}
