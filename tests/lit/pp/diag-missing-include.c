// RUN: not ilcc -E %s -o %t.i 2>&1 | FileCheck %s
// RUN: not test -e %t.i
// CHECK: diag-missing-include.c:[[@LINE+1]]:10: fatal error: no/such/header.h: No such file or directory
#include <no/such/header.h>
