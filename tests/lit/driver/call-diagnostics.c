// RUN: not ilcc -c -O0 %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not ilcc -c -O2 %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// What only the optimized code tells: calls of error/warning functions that are left (dead
// ones are not diagnosed, as with gcc), and __builtin_va_arg_pack in a function that is
// not inlined (glibc's fortify wrappers always are).
int printf(const char *, ...);
extern void must_not(void) __attribute__((error("must_not is not for you")));
extern void avoid(void) __attribute__((__warning__("avoid calls of avoid")));
void f(int x) {
  if (sizeof(int) == 3) must_not(); // dead
// CHECK: call-diagnostics.c:[[@LINE+1]]:3: warning: call to 'avoid' declared with attribute warning: avoid calls of avoid
  avoid();
// CHECK: call-diagnostics.c:[[@LINE+1]]:10: error: call to 'must_not' declared with attribute error: must_not is not for you
  if (x) must_not();
}
__attribute__((noinline)) int logf_(const char *fmt, ...) {
// CHECK: call-diagnostics.c:[[@LINE+1]]:10: error: invalid use of '__builtin_va_arg_pack ()' in 'logf_', which is not inlined into its callers
  return printf(fmt, __builtin_va_arg_pack());
}
int main(void) { return logf_("%d", 1); }
