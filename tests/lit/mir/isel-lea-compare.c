// Instruction selection folds address-like arithmetic into the addition that uses it (one
// lea), and a load used by an integer compare into the compare as its memory operand.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: two_adds:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB
// CHECK-NEXT: leal 1(%rdi,%rsi,1), %eax
// CHECK-NEXT: ret
int two_adds(int i, int j) { return i + j + 1; }

// CHECK-LABEL: twice_plus:
// CHECK: leaq 1(%rdi,%rdi,1), %rax
// CHECK-NEXT: ret
long twice_plus(long r) { return 2 * r + 1; }

// CHECK-LABEL: scaled:
// CHECK: leaq (%rsi,%rdi,8), %rax
// CHECK-NEXT: ret
long scaled(long x, long y) { return (x << 3) + y; }

// CHECK-LABEL: minus:
// CHECK: leal -5(%rdi,%rsi,1), %eax
// CHECK-NEXT: ret
int minus(int x, int y) { return (x + y) - 5; }

// Three registers do not fit one lea.
// CHECK-LABEL: three:
// CHECK: leaq (%rdi,%rsi,1), %rax
// CHECK-NEXT: leaq (%rax,%rdx,1), %rax
long three(long x, long y, long z) { return (x + y) + z; }

// Both operands foldable: only one folds (the other is computed first).
// CHECK-LABEL: two_scaled:
// CHECK: shll $1, %esi
// CHECK-NEXT: leal (%rsi,%rdi,2), %eax
int two_scaled(int x, int y) { return 2 * x + 2 * y; }

// An addition whose other operand is a load keeps it as a memory operand instead.
// CHECK-LABEL: with_load:
// CHECK: addl (%rdx), %e
int with_load(int x, int y, int *p) { return (x + y) + *p; }

// CHECK-LABEL: cmp_set:
// CHECK: cmpl %esi, (%rdi)
// CHECK-NEXT: setl
int cmp_set(int *p, int x) { return *p < x; }

// CHECK-LABEL: cmp_branch:
// CHECK: cmpl %esi, 8(%rdi)
// CHECK-NEXT: jne
int cmp_branch(int *p, int x) { if (p[2] == x) return 3; return 4; }

// CHECK-LABEL: cmp_zero:
// CHECK: cmpq $0, 8(%rdi)
// CHECK-NEXT: je
int cmp_zero(long *p) { if (p[1]) return 3; return 4; }

// A store between the load and the compare: the load stays.
// CHECK-LABEL: cmp_store_between:
// CHECK: movl (%rdi), %[[V:e..]]
// CHECK-NEXT: movl $0, (%rdi)
// CHECK-NEXT: cmpl %esi, %[[V]]
int cmp_store_between(int *p, int x) { int v = *p; *p = 0; if (v == x) return 3; return 4; }

// A volatile load is not folded.
// CHECK-LABEL: cmp_volatile:
// CHECK: movl (%rdi), %[[W:e..]]
// CHECK-NEXT: cmpl %esi, %[[W]]
int cmp_volatile(volatile int *p, int x) { return *p == x; }

int printf(const char *, ...);
int main(void) {
  int a[3] = {1, 2, 7};
  long l[2] = {0, 5};
  int s = cmp_store_between(a, 1);
  int v1 = cmp_volatile(a, 1), v0 = cmp_volatile(a, 0);
  // OUT: 8 9 11 -3 9 3 1 3 3 3 0 1 14
  printf("%d %ld %ld %d %ld %d %d %d %d %d %d %d %d\n", two_adds(3, 4), twice_plus(4), scaled(1, 3), minus(1, 1),
         three(2, 3, 4), with_load(1, 2, a), cmp_set(a, 2), cmp_branch(a, 7), cmp_zero(l), s, v1, v0, two_scaled(3, 4));
  return 0;
}
