// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wmain (in -Wall, C17 5.1.2.2.1): main returns int and takes none, two or three arguments of the right types.
// CHECK: main.c:[[@LINE+2]]:6: warning: return type of 'main' is not 'int'
// CHECK: main.c:[[@LINE+1]]:6: warning: 'main' takes only zero or two arguments
long main(int argc, char **argv, char **envp, int extra) {
  return 0;
}
