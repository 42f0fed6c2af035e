// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// CHECK: diag-define-errors.c:[[@LINE+1]]:17: error: '#' is not followed by a macro parameter
#define BAD1(x) # y
// CHECK: diag-define-errors.c:[[@LINE+1]]:14: error: '##' cannot appear at either end of a macro expansion
#define BAD2 ## x
// CHECK: diag-define-errors.c:[[@LINE+1]]:17: error: duplicate macro parameter "a"
#define BAD3(a, a) a
// CHECK: diag-define-errors.c:[[@LINE+1]]:9: error: "defined" cannot be used as a macro name
#define defined
// CHECK: diag-define-errors.c:[[@LINE+1]]:9: error: macro names must be identifiers
#define 3
