// A value split around a call (xmm registers are all caller-saved) is stored to its slot
// only where a call it lives across follows: d is stored once, before the call (right
// before it: the call weighs no more than d's definition), and the values computed from
// it afterwards in its register (coalesced) are not stored at all.
// RUN: ilcc -O1 -fra-verify -S %s -o - | FileCheck %s
// CHECK-LABEL: f:
// CHECK: subsd %xmm1, %xmm[[D:[0-9]+]]
// CHECK-NOT: call
// CHECK: movups %xmm[[D]], [[SLOT:[0-9]*]](%rsp)
// CHECK-NEXT: call g
// CHECK: movups [[SLOT]](%rsp), %xmm[[D2:[0-9]+]]
// CHECK-NOT: , {{[0-9]*}}(%rsp)
// CHECK: ret
double g(double);
double f(double x, double y) {
  double d = x - y;
  double r = g(d * d);
  return (d * 3.0 + y) * r;
}

// A call on a rare path inside a loop: the values it lives across are stored before the
// call, not after each definition in the loop.
// RUN: ilcc -O1 -fra-verify -S %s -o - | sed -n '/^rare:/,/size/p' | FileCheck %s --check-prefix=RARE
// RARE-COUNT-2: movups %xmm{{[0-9]+}}, {{[0-9]*}}(%rsp)
// RARE-NEXT: call h
// RARE-NOT: movups %xmm{{[0-9]+}}, {{[0-9]*}}(%rsp)
void h(void);
double rare(const double *p, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    double d = p[i] * 2.0;
    if (d < 0) h();
    s += d;
  }
  return s;
}
