// A value copied into a fixed register that it outlives unchanged may take that register
// itself: the shift count j lives in %rcx and the copy `movq %rcx, %rcx` disappears. (The
// shifted value is not 1: 1 << n would be a `bts`, which needs no %cl.)
// RUN: ilcc -O1 -fra-verify -S %s -o - | FileCheck %s
// RUN: ilcc -O1 -fra-verify %s -o %t && %t | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: bits:
// CHECK: movq %rdi, %rcx
// CHECK-NOT: movq %r{{..}}, %rcx
// CHECK: shlq %cl, %r
// CHECK: leaq 3(%rcx), %rcx
// CHECK: .size bits
unsigned long bits(unsigned long j, unsigned long n, unsigned long *b) {
  for (; j < n; j += 3) b[j / 64] |= (n | 1) << (j % 64);
  return j;
}

// The count changes while %rcx holds the old value: no sharing (the shifted value
// uses the count before the increment; j + 1 is computed before the shift reads %cl).
// CHECK-LABEL: changed:
// CHECK: shlq %cl
unsigned long changed(unsigned long x, unsigned long j) {
  unsigned long r = x << j;
  j += 1;
  return r + (x << j) + j;
}

int printf(const char *, ...);
int main(void) {
  unsigned long b[4] = {0};
  unsigned long j = bits(1, 200, b);
  // OUT: 202 28106
  printf("%lu %lu\n", j, b[0] ^ b[1] ^ b[2] ^ b[3] ^ changed(3, 2));
  return 0;
}
