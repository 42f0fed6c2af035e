// GNU nested functions on x86-64: the static chain travels in %r10, taking a nested
// function's address builds a trampoline on the stack (movabs $fn, %r11: 49 bb; movabs
// $chain, %r10: 49 ba; jmp *%r11: 49 ff e3), and a unit with trampolines marks its stack
// executable with the GNU-stack note, as gcc does. Without trampolines the note is plain.
// RUN: ilcc -O1 -S %s -o - | FileCheck %s
// RUN: ilcc -O1 -S -DNO_POINTER %s -o - | FileCheck %s --check-prefix=DIRECT
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
// RUN: rm -f %t && ilcc -w -O1 %s -o %t 2>/dev/null && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -w -finterpret %s | FileCheck %s --check-prefix=OUT
// OUT: 15 16 6 21

// IR: define i32 @main()
// IR: call i32 @scale.0(ptr %{{[0-9]+}}, i32 5) nest
// IR: intrinsic trampoline(ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}})
// IR: define static nest i32 @scale.0(ptr %0, i32 %1)

// CHECK-LABEL: main:
// CHECK: leaq {{[0-9]*}}(%rsp), %r10
// CHECK-NEXT: movl $5, %edi
// CHECK-NEXT: call scale.0
// CHECK: movw $47945, [[T:[0-9]*]](%rsp)
// CHECK-NEXT: movq %{{[a-z0-9]+}}, {{[0-9]+}}(%rsp)
// CHECK-NEXT: movw $47689, {{[0-9]+}}(%rsp)
// CHECK-NEXT: movq %{{[a-z0-9]+}}, {{[0-9]+}}(%rsp)
// CHECK-NEXT: movl $-1864106167, {{[0-9]+}}(%rsp)
// CHECK-NEXT: leaq [[T]](%rsp), %rdi
// CHECK-LABEL: scale.0:
// CHECK: movq 8(%r10), %r{{[a-z0-9]+}}
// CHECK: .section .note.GNU-stack,"x",@progbits

// DIRECT: leaq {{[0-9]*}}(%rsp), %r10
// DIRECT-NOT: $47945
// DIRECT: .section .note.GNU-stack,"",@progbits
#include <stdio.h>

static __attribute__((noinline)) int apply(int (*f)(int), int x) { return f(x); }

int main(void) {
  int factor = 3;
  int scale(int x) { return x * factor; }
  int a = scale(5);
  factor = 4;
  int b = scale(4);
#ifndef NO_POINTER
  factor = 2;
  int c = apply(scale, 3);
  factor = 7;
  int d = apply(scale, 3);
  printf("%d %d %d %d\n", a, b, c, d);
#else
  printf("%d %d\n", a, b);
#endif
  return 0;
}
