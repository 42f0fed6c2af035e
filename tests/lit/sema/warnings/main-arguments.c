// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wmain (in -Wall, C17 5.1.2.2.1): the types of main's arguments.
// CHECK: main-arguments.c:[[@LINE+2]]:5: warning: first argument of 'main' should be 'int'
// CHECK: main-arguments.c:[[@LINE+1]]:5: warning: second argument of 'main' should be 'char **'
int main(long argc, char *argv) {
  return 0;
}
