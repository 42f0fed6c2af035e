// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU: statement expressions appear only inside a function.
// CHECK: 6.8-statement-expression-outside-function.c:[[@LINE+1]]:9: error: braced-group within expression allowed only inside a function
int s = ({ 1; });
int ok(void) { return ({ 2; }); }
