// RUN: ilcc -M -I %S/Inputs %s | FileCheck %s --check-prefix=M
// RUN: ilcc -MM -MP -MT mytarget -I %S/Inputs %s | FileCheck %s --check-prefix=MM
// RUN: rm -f %t.d && ilcc -E -MD -MF %t.d -I %S/Inputs %s -o %t.i && FileCheck %s --check-prefix=MD < %t.d
// M: driver-deps.o: {{.*}}driver-deps.c
// M: vers2.h
// M: stddef.h
// MM: mytarget: {{.*}}driver-deps.c
// MM: vers2.h
// MM-NOT: stddef.h
// MM: vers2.h:
// MD: driver-deps.o: {{.*}}driver-deps.c
#include "vers2.h"
#include <stddef.h>
