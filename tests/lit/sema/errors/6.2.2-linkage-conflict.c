// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.2.2p7: an identifier with both internal and external linkage is undefined (gcc: an error).
int f(void);
// CHECK: 6.2.2-linkage-conflict.c:[[@LINE+1]]:12: error: static declaration of 'f' follows non-static declaration
static int f(void);
extern int x;
// CHECK: 6.2.2-linkage-conflict.c:[[@LINE+1]]:12: error: static declaration of 'x' follows non-static declaration
static int x;
static int y;
// CHECK: 6.2.2-linkage-conflict.c:[[@LINE+1]]:5: error: non-static declaration of 'y' follows static declaration
int y;
static int g(void);
int g(void); // takes the internal linkage: fine
static int z;
extern int z; // fine
