// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s
// Each warning gcc gives an option shows it, as gcc's does ([-Wformat=] for -Wformat);
// each can be turned off by it.
// RUN: %bin/ilcc -fsyntax-only -Wall -Wno-format -Wno-main -Wno-attributes -Wno-div-by-zero -Wno-return-local-addr -Wno-overflow -Wno-shift-count-negative -Wno-shift-count-overflow -Wno-return-type %s 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: [-W
#include <stdio.h>
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: 'foo' attribute directive ignored [-Wattributes]
__attribute__((foo)) int fattr;
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: function returns address of local variable [-Wreturn-local-addr]
int *ret_local(void) { int x = 1; return &x; }
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: division by zero [-Wdiv-by-zero]
int divz(int a) { return a / 0; }
// CHECK: option-tags.c:[[@LINE+2]]:{{[0-9]+}}: warning: left shift count >= width of type [-Wshift-count-overflow]
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: left shift count is negative [-Wshift-count-negative]
int sh(int a) { return (a << 40) + (a << -1); }
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: integer overflow in expression of type 'int' results in '-2147483648' [-Woverflow]
int ovf = 2147483647 + 1;
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: overflow in conversion from 'int' to 'char' changes value from '300' to '44' [-Woverflow]
char c = 300;
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: 'return' with a value, in function returning void [-Wreturn-type]
void v(void) { return 1; }
void f(long x) {
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: format '%d' expects argument of type 'int', but argument 2 has type 'long' [-Wformat=]
  printf("%d", x);
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: too many arguments for format [-Wformat-extra-args]
  printf("x", x);
}
// CHECK: option-tags.c:[[@LINE+1]]:{{[0-9]+}}: warning: second argument of 'main' should be 'char **' [-Wmain]
int main(int argc, char argv) { return 0; }
