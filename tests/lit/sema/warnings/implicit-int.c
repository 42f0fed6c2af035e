// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.7.2p2: at least one type specifier; gcc warns by default (-Wimplicit-int) and assumes int.
// CHECK: implicit-int.c:[[@LINE+2]]:1: warning: data definition has no type or storage class
// CHECK: implicit-int.c:[[@LINE+1]]:1: warning: type defaults to 'int' in declaration of 'x'
x;
// CHECK: implicit-int.c:[[@LINE+1]]:8: warning: type defaults to 'int' in declaration of 'y'
static y = 1;
// CHECK: implicit-int.c:[[@LINE+1]]:7: warning: type defaults to 'int' in declaration of 'z'
const z = 2;
// CHECK: implicit-int.c:[[@LINE+1]]:1: warning: return type defaults to 'int'
f(void) { return 0; }
// CHECK: implicit-int.c:[[@LINE+1]]:7: warning: type of 'a' defaults to 'int'
int k(a, b) int b; { return a + b; }
