// A callee that reads its own frame address (`__builtin_frame_address(0)`, QuickJS's
// stack-depth check) is inlined, and the copy gives the caller's frame, as with gcc;
// callees reading an outer frame or their return address keep their calls.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: same frame 1
#include <stdio.h>

static inline unsigned long stack_pointer(void) { return (unsigned long)__builtin_frame_address(0); }
static inline void *caller_frame(void) { return __builtin_frame_address(1); }
static inline void *return_address(void) { return __builtin_return_address(0); }

// CHECK-LABEL: define {{.*}}@below(
// CHECK-NOT: call
// CHECK: intrinsic frame_address
// CHECK-NOT: call
// CHECK: ret
int below(unsigned long limit) { return stack_pointer() < limit; }
// CHECK-LABEL: define {{.*}}@outer(
// CHECK: call ptr @caller_frame(
void *outer(void) { return caller_frame(); }
// CHECK-LABEL: define {{.*}}@back(
// CHECK: call ptr @return_address(
void *back(void) { return return_address(); }

int main(void) {
  unsigned long a = stack_pointer(), b = (unsigned long)__builtin_frame_address(0);
  printf("same frame %d\n", a == b);
  return 0;
}
