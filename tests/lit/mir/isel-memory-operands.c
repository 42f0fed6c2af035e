// Instruction selection folds loads into the arithmetic that uses them, writes
// load-operate-store sequences as one read-modify-write instruction, and lets an address
// used by several loads and stores be each one's memory operand.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s

// CHECK-LABEL: add_load:
// CHECK: addl (%rdi), %e
// CHECK-NEXT: ret
int add_load(int *p, int x) { return x + *p; }

// The loaded value is the second operand of sub: subq (mem), %reg.
// CHECK-LABEL: sub_load:
// CHECK: subq (%rsi), %
long sub_load(long x, long *p) { return x - *p; }

// Multiplication by an immediate reads memory directly.
// CHECK-LABEL: mul_imm_load:
// CHECK: imull $7, (%rdi), %eax
int mul_imm_load(int *p) { return *p * 7; }

// Of two loads feeding one operation, one becomes its memory operand.
// CHECK-LABEL: two_loads:
// CHECK: movq {{.*}}(%rip), %rax
// CHECK-NEXT: imulq {{.*}}(%rip), %rax
long ga, gb;
long two_loads(void) { return ga * gb; }

// CHECK-LABEL: float_ops:
// CHECK: mulsd (%rdi), %xmm0
// CHECK: addsd 8(%rdi), %xmm0
double float_ops(double *p, double x) { return x * p[0] + p[1]; }

// Read-modify-write, on a global and through an indexed address.
// CHECK-LABEL: rmw:
// CHECK: addl %e{{..}}, counter(%rip)
// CHECK: subl $3, (%rdi,%r{{.*}},4)
// CHECK: ret
int counter;
void rmw(int *a, long i, int x) {
  counter += x;
  a[i] -= 3;
}

// a[i] is read and written at one computed address, without a lea; the constant is the
// addition's memory operand.
// CHECK-LABEL: shared_address:
// CHECK-NOT: lea
// CHECK: mulsd (%rdi,%r{{..}},8), %xmm
// CHECK-NEXT: addsd .LC{{[0-9]+}}(%rip), %xmm
// CHECK-NEXT: movsd %xmm{{[0-9]+}}, (%rdi,%r{{..}},8)
void shared_address(double *a, int n, double k) {
  for (int i = 0; i < n; i++) a[i] = a[i] * k + 1.0;
}

// A store between the load and its use keeps the load apart (it may write *p).
// CHECK-LABEL: store_between:
// CHECK: movl (%rdi), %[[R:[a-z0-9]+]]
// CHECK: movl $1, (%rsi)
// CHECK-NEXT: {{addl|leal}}
int store_between(int *p, int *q, int x) {
  int v = *p;
  *q = 1;
  return x + v;
}

// A volatile location is read and written by plain moves.
// CHECK-LABEL: volatile_rmw:
// CHECK: movl v(%rip), %[[V:[a-z0-9]+]]
// CHECK-NEXT: {{addl|leal}}
// CHECK-NEXT: movl %[[V]], v(%rip)
volatile int v;
void volatile_rmw(void) { v += 1; }

// Both operands loaded, the result stored back to the first one's address: one RMW, the
// other load by itself.
// CHECK-LABEL: rmw_two_loads:
// CHECK: movl (%rsi), %[[Q:[a-z0-9]+]]
// CHECK-NEXT: addl %[[Q]], (%rdi)
// CHECK-NEXT: ret
void rmw_two_loads(int *p, int *q) { *p = *p + *q; }

// A load scaled as an index is not folded into the scaling multiplication, which emits
// nothing of its own (the index register is the loaded value).
// RUN: ilcc -O0 -fra-verify -S %s -o - | FileCheck %s --check-prefix=SCALED
// SCALED-LABEL: scaled_load_index:
// SCALED: movq gi(%rip), %[[I:[a-z0-9]+]]
// SCALED: movq $0, (%r{{[a-z0-9]+}},%[[I]],8)
long gi;
long *volatile table[4];
void scaled_load_index(void) { table[gi] = 0; }

// A shift masks its count to the width itself: `n & 63` (`& 31` on 32 bits) is left out;
// another mask stays.
// CHECK-LABEL: masked_shift:
// CHECK-NOT: and
// CHECK: shlq %cl, %rax
// CHECK-LABEL: narrow_mask:
// CHECK: andl $15, %ecx
unsigned long masked_shift(unsigned long x, unsigned long n) { return x << (n & 63); }
int narrow_mask(int x, int n) { return x >> (n & 15); }

// A table indexed in a loop: its address is computed once, before the loop.
// CHECK-LABEL: table_sum:
// CHECK: leaq table32(%rip), %[[T:[a-z0-9]+]]
// CHECK: .LBB
// CHECK-NOT: table32
// CHECK: addl (%[[T]],%r{{[a-z0-9]+}},4), %e
// CHECK: ret
int table32[256];
int table_sum(const unsigned char *p, long n) {
  int s = 0;
  for (long i = 0; i < n; i++) s += table32[p[i]];
  return s;
}
