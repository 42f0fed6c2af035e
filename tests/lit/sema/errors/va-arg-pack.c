// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// __builtin_va_arg_pack () passes a variadic function's variadic arguments on: only as the
// last argument of a call, in its variadic part, in a variadic function.
int printf(const char *, ...);
int fixed(int, int);
int g(const char *f, ...) {
// CHECK: va-arg-pack.c:[[@LINE+1]]:20: error: invalid use of '__builtin_va_arg_pack ()'
  return printf(f, __builtin_va_arg_pack(), 1);
}
int h(const char *f, ...) {
// CHECK: va-arg-pack.c:[[@LINE+1]]:19: error: invalid use of '__builtin_va_arg_pack ()'
  return fixed(1, __builtin_va_arg_pack());
}
int k(int a) {
// CHECK: va-arg-pack.c:[[@LINE+1]]:10: error: '__builtin_va_arg_pack_len ()' used in a function without variable arguments
  return __builtin_va_arg_pack_len() + a;
}
int l(int a) {
// CHECK: va-arg-pack.c:[[@LINE+1]]:21: error: '__builtin_va_arg_pack ()' used in a function without variable arguments
  return printf("", __builtin_va_arg_pack());
}
