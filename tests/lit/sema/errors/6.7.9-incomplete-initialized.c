// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p3: the initialized entity is an array of unknown size or a complete object type.
struct S;
// CHECK: 6.7.9-incomplete-initialized.c:[[@LINE+1]]:10: error: variable 's' has initializer but incomplete type
struct S s = { 1 };
void f(void) {
// CHECK: 6.7.9-incomplete-initialized.c:[[@LINE+1]]:11: error: variable 'u' has initializer but incomplete type
  union U u = { 0 };
}
