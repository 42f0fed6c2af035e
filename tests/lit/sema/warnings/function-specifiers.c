// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.7.4p1, p3, p4: function specifiers on functions only; no modifiable statics in inline definitions; main is not inline (gcc: warnings).
// CHECK: function-specifiers.c:[[@LINE+1]]:12: warning: variable 'a' declared 'inline'
inline int a;
// CHECK: function-specifiers.c:[[@LINE+1]]:15: warning: variable 'b' declared '_Noreturn'
_Noreturn int b;
// CHECK: function-specifiers.c:[[@LINE+1]]:20: warning: typedef 'T' declared 'inline'
typedef inline int T;
// CHECK: function-specifiers.c:[[@LINE+1]]:19: warning: parameter 'x' declared 'inline'
void f(inline int x);
// CHECK: function-specifiers.c:[[@LINE+1]]:12: warning: cannot inline function 'main'
inline int main(void) { return 0; }
inline int g(void) {
// CHECK: function-specifiers.c:[[@LINE+1]]:14: warning: 'counter' is static but declared in inline function 'g' which is not static
  static int counter;
  static const int fine = 1;
  return counter++ + fine;
}
static inline int h(void) {
  static int ok;
  return ok++;
}
