// A right shift of an 8- or 16-bit value by a constant is one narrow shift: the bits above
// the width are not the value's, so nothing extends it first (CoreMark's crcu8 shifts its
// byte and its 16-bit crc by one every round). A shift past the width gives zeros, or the
// sign for an arithmetic one, as the extended shift would. With the shift both arms make
// hoisted (hoist) and the counter running down (count-down), crc's round is a branch over
// one xor and `add $-1`, `jne`.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefix=OUT
// OUT: 1e 3fff 0 ffff ec93
// CHECK-LABEL: byte:
// CHECK-NOT: movz
// CHECK: shrb $3,
// CHECK-LABEL: half:
// CHECK-NOT: movz
// CHECK: shrw $2,
// CHECK-LABEL: crc:
// CHECK-NOT: movz
// CHECK: shrw $1,
// CHECK-NOT: jmp
// CHECK: addl $-1,
// CHECK-NEXT: jne
// CHECK: ret
#include <stdio.h>

#define NI __attribute__((noinline))

NI unsigned char byte(unsigned char x) { return x >> 3; }
NI unsigned short half(unsigned short x) { return x >> 2; }
NI unsigned char past(unsigned char x, volatile int k) { return (unsigned char)(x >> (k + 8)); }
NI short sign(short x) { return (short)(x >> 15); }
NI unsigned short crc(unsigned char data, unsigned short crc) {
  for (int i = 0; i < 8; i++) {
    unsigned char bit = (unsigned char)((data & 1) ^ ((unsigned char)crc & 1));
    data >>= 1;
    crc >>= 1;
    if (bit) crc ^= 0xa001;
  }
  return crc;
}

int main(void) {
  printf("%x %x %x %x %x\n", byte(0xf5), half(0xffff), past(0xff, 0), (unsigned short)sign(-2), crc(0x5a, 0x1234));
  return 0;
}
