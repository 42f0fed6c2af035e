// RUN: ilcc -E -P %s | FileCheck %s
// RUN: ilcc -E -P -D_FORTIFY_SOURCE=2 -O2 -include stdio.h %s | FileCheck %s --check-prefix=FORTIFY
// The GCC version ilcc claims (support/version.h, docs/driver.md) agrees with -dumpversion
// and -dumpfullversion, and glibc's headers take it: __GNUC_PREREQ gates, _Float128.
#include <features.h>
version __GNUC__ . __GNUC_MINOR__ . __GNUC_PATCHLEVEL__
// CHECK: version 12 . 2 . 0
#if __GNUC_PREREQ (12, 0) && !__GNUC_PREREQ (12, 3)
prereq ok
#endif
// CHECK: prereq ok
#include <bits/floatn.h>
float128 __HAVE_FLOAT128 __HAVE_FLOATN_NOT_TYPEDEF
// CHECK: float128 1 1
#if defined __va_arg_pack && defined __attr_access && defined __attr_dealloc_free
gcc-only glibc features on
#endif
// CHECK: gcc-only glibc features on
// glibc's fortified printf is an always_inline wrapper passing its arguments on.
// FORTIFY: printf (const char *__restrict __fmt, ...)
// FORTIFY: __printf_chk (2 - 1, __fmt, __builtin_va_arg_pack ())
