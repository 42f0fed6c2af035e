// A value split around a call (xmm registers are all caller-saved) is stored to its slot
// only where a call it lives across follows: d is stored once, before the call, and the
// values computed from it afterwards in its register (coalesced) are not stored at all.
// RUN: ilcc -O1 -fra-verify -S %s -o - | FileCheck %s
// CHECK-LABEL: f:
// CHECK: subsd %xmm1, %xmm[[D:[0-9]+]]
// CHECK-NEXT: movups %xmm[[D]], [[SLOT:[0-9]*]](%rsp)
// CHECK-NOT: (%rsp)
// CHECK: call g
// CHECK: movups [[SLOT]](%rsp), %xmm[[D2:[0-9]+]]
// CHECK-NOT: , {{[0-9]*}}(%rsp)
// CHECK: ret
double g(double);
double f(double x, double y) {
  double d = x - y;
  double r = g(d * d);
  return (d * 3.0 + y) * r;
}
