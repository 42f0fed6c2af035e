// A jump table's address is computed once in the entry block of a function without
// calls (a dispatch loop then loads the offset and jumps), and next to the switch in a
// function with calls (a register held across them would be saved and reloaded).
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: dispatch:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: leaq .LJT[[T:[0-9]+]](%rip), %[[B:r..]]
// CHECK-NOT: .LJT
// CHECK: movslq (%[[B]],%r{{..}},4)
// CHECK: .size dispatch
// The same dispatch loop over int and over byte codes (bytes, below).
#define DISPATCH(name, T)                                                                    \
  long name(const T *code, long x) {                                                         \
    for (;;) {                                                                               \
      switch (*code++) {                                                                     \
      case 0: x += 3; break;                                                                 \
      case 1: x *= 5; break;                                                                 \
      case 2: x -= 7; break;                                                                 \
      case 3: x ^= 9; break;                                                                 \
      case 4: x <<= 1; break;                                                                \
      default: return x;                                                                     \
      }                                                                                      \
    }                                                                                        \
  }
DISPATCH(dispatch, int)

// CHECK-LABEL: with_call:
// CHECK: cmpq $4,
// CHECK-NEXT: ja
// CHECK-NEXT: leaq .LJT{{[0-9]+}}(%rip)
// CHECK-NEXT: movslq
// CHECK: .size with_call
int g(int);
long with_call(const int *code, long x) {
  for (;;) {
    switch (*code++) {
    case 0: x += g(3); break;
    case 1: x *= 5; break;
    case 2: x -= 7; break;
    case 3: x ^= 9; break;
    case 4: x <<= 1; break;
    default: return x;
    }
  }
}
__attribute__((noinline)) int g(int v) { return v + 1; }

int printf(const char *, ...);
int main(void) {
  int code[] = {0, 1, 2, 3, 4, 0, 9};
  // OUT: 11 58
  printf("%ld %ld\n", dispatch(code, 1), with_call(code, 1));
  return 0;
}

// A switch on a byte (`cast u8 to i32`, a movzbl) indexes the table with the byte's own
// register: the value is never negative, so its sign extension is the zero extension the
// movzbl made, and no case offset is subtracted.
// CHECK-LABEL: bytes:
// CHECK: movzbl ({{%r..}}), %e[[V:..]]
// CHECK-NOT: %r[[V]]
// CHECK: cmpq $4, %r[[V]]
// CHECK-NEXT: ja
// CHECK-NEXT: movslq (%r{{..}},%r[[V]],4)
// CHECK: .size bytes
DISPATCH(bytes, unsigned char)
