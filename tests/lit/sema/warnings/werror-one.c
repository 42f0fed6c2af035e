// RUN: not %bin/ilcc -fsyntax-only -Werror=implicit-function-declaration %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: not %bin/ilcc -fsyntax-only -Werror-implicit-function-declaration %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: not %bin/ilcc -fsyntax-only -Wno-implicit-function-declaration -Werror=implicit-function-declaration %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -Werror=implicit-function-declaration -Wno-error=implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %bin/ilcc -fsyntax-only -Werror=implicit-int %s 2>&1 | FileCheck %s --check-prefix=INT
// -Werror=NAME (and the old spelling -Werror-implicit-function-declaration) makes one
// warning an error, turning it on; -Wno-error=NAME makes it a warning again. configure
// scripts rely on it to tell declared functions from missing ones.
// CHECK: werror-one.c:[[@LINE+3]]:22: error: implicit declaration of function 'undeclared_function' [-Werror=implicit-function-declaration]
// WARN: werror-one.c:[[@LINE+2]]:22: warning: implicit declaration of function 'undeclared_function' [-Wimplicit-function-declaration]{{$}}
// INT: werror-one.c:[[@LINE+1]]:22: warning: implicit declaration of function 'undeclared_function' [-Wimplicit-function-declaration]{{$}}
int f(void) { return undeclared_function(); }
// CHECK: werror-one.c:[[@LINE+3]]:10: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
// WARN: werror-one.c:[[@LINE+2]]:10: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
// INT: werror-one.c:[[@LINE+1]]:10: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
int *p = 1;
// CHECK: werror-one.c:[[@LINE+3]]:8: warning: type defaults to 'int' in declaration of 'q'
// WARN: werror-one.c:[[@LINE+2]]:8: warning: type defaults to 'int' in declaration of 'q'
// INT: werror-one.c:[[@LINE+1]]:8: error: type defaults to 'int' in declaration of 'q' [-Werror=implicit-int]
static q = 1;
