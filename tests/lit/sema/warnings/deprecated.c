// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// deprecated and unavailable: a use of the function or object warns / is an error, with the
// attribute's message; warn_unused_result: a discarded result warns (a cast to void too).
int old(void) __attribute__((deprecated));
int older(void) __attribute__((__deprecated__("use new_api")));
extern int var __attribute__((deprecated));
int gone(void) __attribute__((unavailable("removed in 2.0")));
__attribute__((warn_unused_result)) int must(void);
int f(void) {
  int s = 0;
// CHECK: deprecated.c:[[@LINE+1]]:8: warning: 'old' is deprecated [-Wdeprecated-declarations]
  s += old();
// CHECK: deprecated.c:[[@LINE+1]]:8: warning: 'older' is deprecated: use new_api [-Wdeprecated-declarations]
  s += older();
// CHECK: deprecated.c:[[@LINE+1]]:8: warning: 'var' is deprecated [-Wdeprecated-declarations]
  s += var;
// CHECK: deprecated.c:[[@LINE+1]]:8: error: 'gone' is unavailable: removed in 2.0
  s += gone();
// CHECK: deprecated.c:[[@LINE+1]]:3: warning: ignoring return value of 'must' declared with attribute 'warn_unused_result' [-Wunused-result]
  must();
// CHECK: deprecated.c:[[@LINE+1]]:9: warning: ignoring return value of 'must' declared with attribute 'warn_unused_result' [-Wunused-result]
  (void)must();
  return s + must(); // used: no warning
}
