// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wreturn-type (in -Wall): control may reach the end of a non-void function.
int f(int x) {
  if (x)
    return 1;
// CHECK: return-type.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int g(int x) {
  switch (x) {
  case 0: return 0;
  default: return 1;
  }
}
int h(void) {
  for (;;) {
  }
}
_Noreturn void die(void);
int k(int x) {
  if (x) return 1;
  die();
}
int main(void) {
}
