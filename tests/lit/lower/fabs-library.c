// fabs, fabsf and fabsl called by their library names are inline, as gcc treats them as
// builtins: the program links without libm, and -0.0, infinities and NaN keep gcc's
// results. A file that defines its own fabsf calls it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ilcc -O0 %s -o %t/prog && %t/prog | FileCheck %s
// RUN: ilcc -O1 %s -o %t/prog1 && %t/prog1 | FileCheck %s
// RUN: ilcc -finterpret %s | FileCheck %s
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
// RUN: ilcc -O0 -DOWN_FABSF %s -o %t/own && %t/own | FileCheck %s --check-prefix=OWN
#include <math.h>
#include <stdio.h>

#ifdef OWN_FABSF
float fabsf(float x) { return x + 100.0f; }
#endif

int main(void) {
  volatile float f = -1.5f;
  volatile double d = -0.0;
  volatile long double l = -HUGE_VALL;
  printf("%g %g %Lg %d\n", fabsf(f), fabs(d), fabsl(l), signbit(fabs(-NAN)) != 0);
  return 0;
}
// CHECK: 1.5 0 inf 0
// IR-NOT: call {{.*}}@fabs
// OWN: 98.5 0 inf 0
