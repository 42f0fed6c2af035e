// Structs of two eightbytes in registers:
// - the high half of a returned pair, truncated (`(x >> 64)` cast to 64 bits), is the
//   pair's high register: no shift, no moves through other registers;
// - a struct argument whose slot is filled just before the call goes to the argument
//   registers from where its values are: no stores and loads of the slot.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
typedef struct { void *p; long tag; } V;
V make(long);
void release(void *c, V v);

// CHECK-LABEL: tag_of:
// CHECK: call make
// CHECK-NOT: (%rsp)
// CHECK: movq %rdx, %rax
// CHECK-NOT: (%rsp)
// CHECK: ret
long tag_of(long x) { return make(x).tag; }

// CHECK-LABEL: drop:
// CHECK: movq (%[[P:[a-z]+]]), %rsi
// CHECK: movq 8(%[[P]]), %rdx
// CHECK-NOT: (%rsp)
// CHECK: call release
static inline void drop_value(void *c, V v) {
  if (v.tag < 0 && --*(int *)v.p == 0) release(c, v);
}
void drop(void *c, V *sp) { drop_value(c, *sp); }
