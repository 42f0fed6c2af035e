// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.1p2: at most one storage-class specifier (except _Thread_local with static or extern).
// CHECK: 6.7.1-multiple-storage-classes.c:[[@LINE+1]]:8: error: multiple storage classes in declaration specifiers
static extern int a;
// CHECK: 6.7.1-multiple-storage-classes.c:[[@LINE+1]]:9: error: multiple storage classes in declaration specifiers
typedef static int T;
// CHECK: 6.7.1-multiple-storage-classes.c:[[@LINE+1]]:8: error: multiple storage classes in declaration specifiers
extern auto int b;
void f(void) {
// CHECK: 6.7.1-multiple-storage-classes.c:[[@LINE+1]]:12: error: multiple storage classes in declaration specifiers
  register static int c;
}
