// RUN: ilcc -E -P %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// The null directive (C17 6.10.7: `#` alone on a line) in a group being skipped ends
// with its own line: the next line, here an #endif, is still seen, so the nesting of
// the conditionals stays right.
#if 0
#
#endif
ok1
#if 0
# if 1
#
# endif
#else
ok2
#
#endif
#ifdef NOT_DEFINED
#
#elif 1
ok3
#endif
#if 0
#
#else
ok4
#endif
// CHECK: ok1
// CHECK-NEXT: ok2
// CHECK-NEXT: ok3
// CHECK-NEXT: ok4
