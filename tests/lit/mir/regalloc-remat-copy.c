// A symbol's address copied into the value that carries it through a loop (here a dispatch
// table and a data table, loop-invariant) is rematerialized, not kept in a spill slot: the
// copy's source is defined once by a lea, so every use rebuilds it with that lea, and a
// value split around calls and rematerialized after each of them in one round stays
// rematerializable in the next (all its definitions are the same lea). With five
// registers, no table address is stored to the frame.
// RUN: ilcc -O2 -S -fra-stats -fra-knob=RegAllocGprLimit=5 %s -o %t.s 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: awk '/^\tleaq\t(disp|tab)/ { want = "\tmovq\t" $3 ", "; next } \
// RUN:      want != "" && index($0, want) == 1 && /\(%%rsp\)$/ { n++ } { want = "" } \
// RUN:      END { print "table addresses stored:", n + 0 }' %t.s | FileCheck %s
// RUN: ilcc -O2 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O1 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t1 && %t1 | FileCheck %s --check-prefix=OUT
// STATS: ra-stats walk: {{.*}} remats {{[1-9][0-9]+}},
// CHECK: table addresses stored: 0
// OUT: 140
#include <stdio.h>

static const long tab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__attribute__((noinline)) long g(long x) { return x * 7 % 11; }

__attribute__((noinline)) long walk(const unsigned char *p, long a, long b, long c) {
  static void *const disp[] = {&&op0, &&op1, &&op2, &&stop};
  long acc = 0;
  goto *disp[*p++];
op0: acc += tab[a & 7] + g(b); goto *disp[*p++];
op1: acc ^= tab[b & 7] + g(c); b++; goto *disp[*p++];
op2: acc -= tab[c & 7] + g(a); a += 3; c ^= acc; goto *disp[*p++];
stop: return acc + a + b + c;
}

int main(void) {
  unsigned char prog[64];
  for (int i = 0; i < 63; i++) prog[i] = (unsigned char)(i * 7 % 3);
  prog[63] = 3;
  printf("%ld\n", walk(prog, 1, 2, 3));
  return 0;
}
