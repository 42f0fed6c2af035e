// RUN: %bin/ilcc -fsyntax-only -Wall -isystem %S/Inputs/sys %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -Wall -I %S/Inputs/sys %s 2>&1 | FileCheck %s --check-prefix=USER
// Warnings are not reported for code in system headers (gcc and clang); the user's own code still warns.
// The same header through -I is user code:
// USER: noisy.h:3:1: warning: data definition has no type or storage class
// USER: noisy.h:4:52: warning: returning 'long' from a function with return type 'int *'
// USER: noisy.h:7:19: warning: format '%d' expects argument of type 'int'
// USER: noisy.h:9:55: warning: control reaches end of non-void function
// USER: noisy.h:10:39: warning: unused variable 'unused'
// USER: system-header.c:{{[0-9]+}}:28: warning: returning 'long'
// USER: noisy.h:2:12: warning: 'unused_helper' defined but not used
#include <noisy.h>
// CHECK: system-header.c:[[@LINE+1]]:28: warning: returning 'long' from a function with return type 'int *' makes pointer from integer without a cast
int *mine(long l) { return l; }
