// RUN: not %bin/ilcc -fsyntax-only -Werror %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -Werror -Wno-error %s 2>&1 | FileCheck %s --check-prefix=NOERROR
// RUN: not %bin/ilcc -fsyntax-only -Werror -Wno-implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=ONE
// -Werror turns every warning into an error (exit status 1); -Wno-error undoes it; a
// disabled warning is not turned into anything.
// NOERROR: warning: implicit declaration of function 'undeclared_function'
// NOERROR: warning: initialization of 'int *' from 'int' makes pointer from integer without a cast
// ONE-NOT: undeclared_function
// ONE: error: initialization of 'int *' from 'int' makes pointer from integer without a cast
// CHECK: werror.c:[[@LINE+1]]:22: error: implicit declaration of function 'undeclared_function'
int f(void) { return undeclared_function(); }
// CHECK: werror.c:[[@LINE+1]]:10: error: initialization of 'int *' from 'int' makes pointer from integer without a cast
int *p = 1;
