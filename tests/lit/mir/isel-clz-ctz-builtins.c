// __builtin_clz and __builtin_ctz are undefined for 0 (the IR's clz_nz and ctz_nz): bsf
// alone, bsr and an xor, without the cmov that makes 0 give the width. ffs keeps it.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -S -emit-ir %s -o %t.ir && ilcc -O2 %t.ir -o %t2 && %t2 | FileCheck %s --check-prefix=OUT

// IR-LABEL: @ctz32(
// IR: ctz_nz u32
// CHECK-LABEL: ctz32:
// CHECK-NOT: cmov
// CHECK: bsfl %edi, %eax
// CHECK-NEXT: ret
int ctz32(unsigned x) { return __builtin_ctz(x); }

// IR-LABEL: @clz64(
// IR: clz_nz u64
// CHECK-LABEL: clz64:
// CHECK-NOT: cmov
// CHECK: bsrq %rdi, %rax
// CHECK-NEXT: xorq $63, %rax
// CHECK-NEXT: ret
int clz64(unsigned long x) { return __builtin_clzl(x); }

// CHECK-LABEL: ffs64:
// CHECK: cmov
int ffs64(long x) { return __builtin_ffsl(x); }

int printf(const char *, ...);
int main(void) {
  unsigned long v[] = {1, 6, 0x80000000ul, 0x8000000000000000ul, 12345};
  for (int i = 0; i < 5; i++)
    printf("%d %d %d\n", ctz32((unsigned)v[i] | 0x100000u), clz64(v[i]), ffs64((long)v[i]));
  // OUT: 0 63 1
  // OUT-NEXT: 1 61 2
  // OUT-NEXT: 20 32 32
  // OUT-NEXT: 20 0 64
  // OUT-NEXT: 0 50 1
  return 0;
}
