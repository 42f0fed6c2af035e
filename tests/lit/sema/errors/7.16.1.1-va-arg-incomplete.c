// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 7.16.1.1p2: the type of va_arg is a complete object type.
struct T;
void g(int n, __builtin_va_list ap) {
// CHECK: 7.16.1.1-va-arg-incomplete.c:[[@LINE+1]]:24: error: second argument to 'va_arg' is of incomplete type 'struct T'
  __builtin_va_arg(ap, struct T);
  __builtin_va_arg(ap, int);
}
