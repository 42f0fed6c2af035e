// RUN: %bin/ilcc -fsyntax-only -Wall -Wextra %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -Wunused -Wextra %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wunused-parameter is on with -Wextra and one of -Wall and -Wunused (as gcc); alone, or
// -Wextra alone, it stays off. -Wunused-label is in -Wall and -Wunused.
// RUN: %bin/ilcc -fsyntax-only -Wextra %s 2>&1 | count 0
// RUN: %bin/ilcc -fsyntax-only -Wall -Wextra -Wno-unused %s 2>&1 | count 0
// RUN: %bin/ilcc -fsyntax-only -Wunused-parameter %s 2>&1 | FileCheck %s --check-prefix=PARAM --implicit-check-not=-Wunused-label
// PARAM: unused parameter 'a'

// In the parameters' order; a parameter used in sizeof, in a statement expression, or
// marked unused is not reported, nor are the parameters of prototypes inside the body.
// CHECK: unused-parameter-label.c:[[@LINE+2]]:11: warning: unused parameter 'a' [-Wunused-parameter]
// CHECK: unused-parameter-label.c:[[@LINE+1]]:70: warning: unused parameter 'f_' [-Wunused-parameter]
int f(int a, int b, int c __attribute__((unused)), int d, int e, int f_) {
  int g(int z);
  int (*fp)(int q) = 0;
  (void)b;
  return sizeof(d) + g(0) + (fp != 0) + ({ int r = e; r; });
}

int labels(int x) {
  void *p = &&taken;
// CHECK: unused-parameter-label.c:[[@LINE+1]]:1: warning: label 'unused1' defined but not used [-Wunused-label]
unused1:
  if (x) goto used;
// CHECK: unused-parameter-label.c:[[@LINE+1]]:1: warning: label 'unused2' defined but not used [-Wunused-label]
unused2:
used:
taken:
  return p != 0;
}

// A #pragma GCC diagnostic right after a closing brace takes effect after the checks made
// at that brace (gcc decides them by the location of what it reports).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-label"
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wreturn-type"
int quiet(int x) { int y; l: ; }
#pragma GCC diagnostic pop
int main(int argc, char** argv) { return argc; }
// CHECK: unused-parameter-label.c:[[@LINE-1]]:27: warning: unused parameter 'argv' [-Wunused-parameter]
int loud(void) { int y; return 0; }
// CHECK: unused-parameter-label.c:[[@LINE-1]]:22: warning: unused variable 'y' [-Wunused-variable]
#pragma GCC diagnostic ignored "-Wunused-variable"
int quiet2(void) { int z; return 0; }
