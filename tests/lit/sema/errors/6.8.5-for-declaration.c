// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.5p3: the declaration of a for statement declares only auto or register objects.
void f(void) {
// CHECK: 6.8.5-for-declaration.c:[[@LINE+2]]:19: error: declaration of static variable 'i' in 'for' loop initial declaration
// CHECK: 6.8.5-for-declaration.c:[[@LINE+1]]:26: error: declaration of static variable 'j' in 'for' loop initial declaration
  for (static int i = 0, j; i < 3; i++) {}
// CHECK: 6.8.5-for-declaration.c:[[@LINE+1]]:19: error: declaration of 'extern' variable 'x' in 'for' loop initial declaration
  for (extern int x; ;) {}
// CHECK: 6.8.5-for-declaration.c:[[@LINE+1]]:8: error: declaration of non-variable 'T' in 'for' loop initial declaration
  for (typedef int T; ;) {}
// CHECK: 6.8.5-for-declaration.c:[[@LINE+1]]:8: error: declaration of non-variable 'g' in 'for' loop initial declaration
  for (int g(void); ;) {}
  for (register int k = 0; k < 1; k++) {} // fine
}
