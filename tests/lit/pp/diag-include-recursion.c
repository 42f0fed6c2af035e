// RUN: not ilcc -E -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: recurse.h:1:2: error: #include nested depth 200 exceeds maximum of 200
#include "recurse.h"
