// RUN: not ilcc -E -I %S/Inputs %s 2>&1 | FileCheck %s
// CHECK: In file included from {{.*}}diag-include-stack.c:[[@LINE+2]]:
// CHECK-NEXT: {{.*}}err.h:2:2: error: #error from header
#include "err.h"
