// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.6.3p10: an unnamed, unqualified void is the only parameter meaning none.
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:13: error: 'void' must be the only parameter
void a(int, void);
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:8: error: 'void' must be the only parameter
void b(void, int);
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:8: error: 'void' as only parameter may not be qualified
void c(const void);
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:13: error: parameter 1 ('x') has void type
void d(void x);
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:13: error: parameter 1 ('v') has void type
void e(void v) {}
// CHECK: 6.7.6.3-void-parameter.c:[[@LINE+1]]:8: error: 'void' as only parameter may not be qualified
void f(volatile void);
