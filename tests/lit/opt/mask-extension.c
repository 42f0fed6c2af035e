// `(x extended) & (2^k - 1)` for k = 8, 16, 32 no wider than x is x truncated to k bits and
// zero-extended (algebraic): how x was extended does not matter. A load whose only use is
// then that truncation reads the narrower integer (narrow_loads): `*p & 0xff` of a short
// is one `movzbl (mem)` (CoreMark's list search on `data16 & 0xff`). A load with another
// use stays whole; a volatile one too.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: define {{.*}}@low_byte(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT:   %[[L:[0-9]+]] = load u8, %0
// CHECK-NEXT:   %[[E:[0-9]+]] = cast u8 %[[L]] to i32
// CHECK-NEXT:   ret i32 %[[E]]
// ASM-LABEL: low_byte:
// ASM: movzbl (%rdi), %eax
// ASM-NEXT: ret
int low_byte(const short *p) { return *p & 0xff; }

// CHECK-LABEL: define {{.*}}@low_half(
// CHECK: load u16, %0
long low_half(const int *p) {
  long x = *p;
  return x & 0xffff;
}

// Not a load of the `and`'s own type (measured worse on zstd).
// CHECK-LABEL: define {{.*}}@same_type(
// CHECK: load i32, %0
// CHECK: and i32
int same_type(const int *p) { return *p & 0xffff; }

// CHECK-LABEL: define {{.*}}@both(
// CHECK: load i16, %0
// CHECK: cast i16 %{{[0-9]+}} to u8
int both(const short *p, int k) {
  short v = *p;
  return (v & 0xff) + (v >> 8) * k;
}

// CHECK-LABEL: define {{.*}}@kept_volatile(
// CHECK: load volatile i16, %0
int kept_volatile(volatile short *p) { return *p & 0xff; }

#include <stdio.h>
// OUT: 255 65535 -1 128 204 65535
int main(void) {
  short a = -1, c = 0x1280;
  int b = -1;
  volatile short d = (short)0xcccc;
  printf("%d %ld %d %d %d %d\n", low_byte(&a), low_half(&b), both(&a, 1) - 255, both(&c, 0), kept_volatile(&d),
         same_type(&b));
  return 0;
}
