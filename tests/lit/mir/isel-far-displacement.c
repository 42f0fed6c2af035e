// A load or store through a gep folded into it whose constant offset does not fit a 32-bit
// displacement computes the address into a register of its own (the folded gep has no
// code where it stands; its register was read unwritten: gcc's torture tests
// 20031023-1.c, pr91190.c).
// RUN: ilcc -O0 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 %s -o %t2 && %t2 | FileCheck %s --check-prefix=OUT
// OUT: a 23 Z
// CHECK-LABEL: far_load:
// CHECK: movabsq $1099511627775, %r[[K:[a-z0-9]+]]
// CHECK: leaq (%rdi,%r[[K]],1), %r[[A:[a-z0-9]+]]
// CHECK: movsbl (%r[[A]]), %eax
// CHECK-LABEL: far_store:
// CHECK: movabsq $1099511627779, %r[[K:[a-z0-9]+]]
// CHECK: leaq (%rdi,%r[[K]],1), %r[[A:[a-z0-9]+]]
// CHECK: movb %sil, (%r[[A]])
#include <stdint.h>
#include <stdio.h>

#define NI __attribute__((noinline))

NI int far_load(uintptr_t a) { return ((const char *)a)[0x10000000000L - 1]; }
NI long far_index(uintptr_t a, long i) { return ((const long *)a)[i + 0x2000000000L]; }
NI void far_store(uintptr_t a, int v) { ((char *)a)[0x10000000000L + 3] = (char)v; }

int main(void) {
  char buf[8] = "abcdefg";
  long words[2] = {0x23, 0};
  far_store((uintptr_t)buf - 0x10000000000L, 'Z');
  printf("%c %lx %c\n", far_load((uintptr_t)buf + 1 - 0x10000000000L),
         far_index((uintptr_t)words - 0x2000000000L * 8, 0), buf[3]);
  return 0;
}
