// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9p2: auto and register shall not appear in an external declaration.
// CHECK: 6.7.1-file-scope-auto-register.c:[[@LINE+1]]:10: error: file-scope declaration of 'a' specifies 'auto'
auto int a;
// CHECK: 6.7.1-file-scope-auto-register.c:[[@LINE+1]]:14: error: register name not specified for 'b'
register int b;
// CHECK: 6.7.1-file-scope-auto-register.c:[[@LINE+1]]:10: error: file-scope declaration of 'f' specifies 'auto'
auto int f(void);
