// A copy between two spilled values (a phi and its incoming value, both in stack slots) is
// a load from one slot and a store to the other. Stack colouring gives the two slots one
// place when their ranges allow it, preferring a slot that a copy joins to the object being
// placed; the pair then reads `movq S(%rsp), %r; movq %r, S(%rsp)` and spill cleanup deletes
// it. With five registers this loop kept six slot-to-slot copies before, two now (SQLite's
// sqlite3VdbeExec: 3,963 -> 3,001 stack references; its workload 628.7M -> 598.3M Ir).
// The spill costs weigh accesses by 10^loop depth here (RegAllocBlockFrequencies=0), as
// when the test was written: with block frequencies the allocator spills other values of
// this loop, which the copies then join differently.
// RUN: ilcc -O2 -S -fra-knob=RegAllocGprLimit=5 -fra-knob=RegAllocBlockFrequencies=0 %s -o %t.s
// RUN: awk '/^\tmovq\t-?[0-9]*\(%%rsp\), %%r/ { want = "\tmovq\t" $3 ", "; next } \
// RUN:      want != "" && index($0, want) == 1 && /\(%%rsp\)$/ { n++ } { want = "" } \
// RUN:      END { print "slot-to-slot copies:", n + 0 }' %t.s | FileCheck %s
// RUN: ilcc -O2 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// CHECK: slot-to-slot copies: {{[0-2]$}}
// OUT: 528503
#include <stdio.h>
__attribute__((noinline)) long g(long x) { return x * 3 + 1; }
__attribute__((noinline)) long run(const unsigned char *p, long n) {
  long steps = 0, a = 1, b = 2, c = 3, d = 4;
  for (const unsigned char *q = p; q < p + n; ++q) {
    switch (*q & 3) {
    case 0: a = g(a + steps); break;
    case 1: b = g(b ^ a); break;
    case 2: c += g(d); break;
    default: d -= a + b + c; break;
    }
    ++steps;
  }
  return steps + a + b + c + d;
}
int main(void) {
  unsigned char buf[40];
  for (int i = 0; i < 40; ++i) buf[i] = (unsigned char)(i * 7 + 3);
  printf("%ld\n", run(buf, 40));
  return 0;
}
