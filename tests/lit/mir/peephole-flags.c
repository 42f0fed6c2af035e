// After register allocation, a `test %r, %r` goes when the instruction that computed %r
// set the flags the same way; `lea -1(%r), %r` before such a test becomes `add $-1, %r`,
// and a loop's test-and-branch block is copied into the latch when the copy's test goes;
// `cmp $-1, %r` after a decrement of %r becomes a branch on the decrement's carry.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: popcount:
// CHECK: andq %rcx, %rdi
// CHECK-NEXT: leal 1(%rax), %eax
// CHECK-NEXT: jne
int popcount(unsigned long x) {
  int n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}

// Rotated, the loop tests n - 1 against -1: the carry of `add $-1` tells.
// CHECK-LABEL: sum_down:
// CHECK: addq $-1, %r{{[a-z0-9]+}}
// CHECK-NEXT: leaq 1(%rdi), %rdi
// CHECK-NEXT: jb
unsigned sum_down(const unsigned char *p, unsigned long n) {
  unsigned s = 0;
  while (n--) s += *p++;
  return s;
}

// A shift by a register leaves the flags alone when the count is zero: the test stays.
// CHECK-LABEL: shift_var:
// CHECK: shlq %cl, %rdi
// CHECK-NEXT: testq %rdi, %rdi
int shift_var(long x, int k) { return (x << k) != 0; }

// lea with an index is not an add of a constant: the test stays.
// CHECK-LABEL: sum_zero:
// CHECK: leaq (%rdi,%rsi,1), %rax
// CHECK-NEXT: testq %rax, %rax
int sum_zero(long a, long b) { return a + b == 0; }

// A store between does not touch the flags.
// CHECK-LABEL: and_store:
// CHECK: andq %rsi, %rdi
// CHECK-NEXT: movq $5, (%rdx)
// CHECK-NEXT: sete
int and_store(long a, long b, long *q) { long x = a & b; *q = 5; return (x == 0) + (int)x; }

// An `and` compared with zero and used nowhere else is a test (instruction selection).
// CHECK-LABEL: and_tested:
// CHECK: testq %rsi, %rdi
// CHECK-NEXT: sete
// CHECK-LABEL: and_tested_imm:
// CHECK: testl $15, %edi
// CHECK-NEXT: je
int and_tested(long a, long b) { return (a & b) == 0; }
volatile int hits;
void and_tested_imm(int a) { if (a & 15) hits++; }

// A compare in between sets the flags: the test stays.
// CHECK-LABEL: cmp_between:
// CHECK: testq
int cmp_between(long a, long b, long c) {
  long x = a & b;
  int y = c < 3;
  return (x == 0) + y;
}

int printf(const char *, ...);
int main(void) {
  long q;
  unsigned char bytes[4] = {1, 2, 3, 250};
  // OUT: 3 256 0 1 1 0 1 1
  printf("%d %u %d %d %d %d %d %d\n", popcount(0x10101), sum_down(bytes, 4), shift_var(0, 3), shift_var(1, 0),
         sum_zero(2, -2), sum_zero(2, 2), and_store(2, 1, &q), cmp_between(2, 1, 5) + (int)q - 5);
  return 0;
}
