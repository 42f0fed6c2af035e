// Load-operate-store on 8- and 16-bit integers is one read-modify-write instruction of
// the stored width (zlib's `s->dyn_ltree[lc].Freq++`: addw), never a 32-bit one, which
// would write the bytes after the object. Run against the expected values as well.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
#include <stdio.h>
typedef unsigned short ush;
unsigned char cb[8];
signed char sc[8];
ush us[8];
short ss[8];

// CHECK-LABEL: narrow:
// CHECK: addb %sil, (
// CHECK: xorb $-127, (
// CHECK: subb $3, (
// CHECK: addw $-32767, (
// CHECK: orw %dx, (
// CHECK: andw $-3856, (
// CHECK-NOT: {{addl|xorl|subl|orl|andl}} {{.*}}, (
// CHECK: .size narrow
__attribute__((noinline)) void narrow(int i, unsigned char x, short y) {
  cb[i] += x;
  cb[i + 1] ^= 0x81;
  sc[i] -= 3;
  us[i] += 0x8001;
  ss[i] |= y;
  ss[i + 1] &= (short)0xF0F0;
}

// OUT: 200 -120 65530 0 | 45 -122 32764 -1 | 69 -121 32765 -2 | 74 -117 65533 -3856 | 204 -116 65534 -20
int main(void) {
  for (int k = 0; k < 8; k++) cb[k] = 200 + k, sc[k] = -120 + k, us[k] = 65530 + k, ss[k] = -5 * k;
  narrow(1, 100, 0x1234);
  narrow(2, 250, -2);
  for (int k = 0; k < 5; k++) printf("%d %d %d %d%s", cb[k], sc[k], us[k], ss[k], k < 4 ? " | " : "\n");
  return 0;
}
