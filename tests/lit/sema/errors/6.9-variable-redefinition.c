// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9p5 (6.9.2): at most one external definition (with an initializer) of an object.
int x = 1;
// CHECK: 6.9-variable-redefinition.c:[[@LINE+1]]:5: error: redefinition of 'x'
int x = 2;
int y;
int y; // tentative definitions: fine
int y = 3;
static int z = 4;
// CHECK: 6.9-variable-redefinition.c:[[@LINE+1]]:12: error: redefinition of 'z'
static int z = 5;
