// The declarations of a for statement's first clause live until the loop ends (C17
// 6.8.5p5): their lifetime starts before the loop and ends where it is left, not right
// after the declarations (the IL holds them in a Block of their own; lowering used to give
// that block a scope, so stack colouring shared `x` with the body's objects and jq's
// jv_array_foreach loops read freed values). A cleanup variable declared there is cleaned
// up when the loop ends. Execution: tests/exec/for_init_scope.c.
// RUN: env ILCC_DISABLE_PASSES=all ilcc -S -emit-ir %s -o - | FileCheck %s

struct S {
  char s[24];
};
struct S mk(int);
void use(char *);
void done(int *);
void consume(int);

// CHECK-LABEL: define void @loop(
// CHECK:        [[X:%[0-9]+]] = alloca i8, 24, 1
// CHECK:        lifetime_start [[X]]
// CHECK-NEXT:   br .LBB
// The loop's exit (the false edge of the condition) ends it, and nothing else does:
// CHECK:        lifetime_end [[X]]
// CHECK-NEXT:   br .LBB
// CHECK-NOT:    lifetime_{{.*}} [[X]]
// CHECK:        call void @use(ptr [[X]])
// CHECK-NOT:    lifetime_{{.*}} [[X]]
// CHECK:        }
void loop(int n) {
  for (struct S x; n-- > 0 ? (x = mk(n), 1) : 0;) {
    if (n & 1)
      continue;
    char y[24];
    use(y);
    use(x.s);
  }
}

// CHECK-LABEL: define void @cleanup(
// CHECK-NOT:    call void @done
// CHECK:        condbr
// CHECK:        call void @consume
// CHECK:        call void @done
// CHECK-NEXT:   br .LBB
void cleanup(int n) {
  for (int c __attribute__((cleanup(done))) = 1, m = 0; m < n; m++)
    consume(c);
}

// A loop counter declared there whose address escapes in the body (CPython 3.11's
// optimize_basic_block passes &i to swaptimize) lives until the loop ends too, so stack
// colouring cannot give its slot to the body's `nop`: nothing ends it before the loop.
// Execution: tests/exec/for_init_addr.c.
// CHECK-LABEL: define void @counter(
// CHECK:        lifetime_start [[I:%[0-9]+]]
// CHECK-NEXT:   store i32 0, [[I]]
// CHECK-NEXT:   br .LBB
// CHECK-NOT:    lifetime_end [[I]]
// CHECK:        call i32 @skip(ptr [[I]])
// CHECK-NOT:    lifetime_end [[I]]
// CHECK:        store i32 {{%[0-9]+}}, [[I]]
// CHECK:        lifetime_end [[I]]
// CHECK-NEXT:   br .LBB
// CHECK:        }
struct instr {
  int opcode, oparg;
  void *target;
};
void fill(struct instr *);
int skip(int *);
void counter(int n) {
  for (int i = 0; i < n; i++) {
    struct instr nop;
    fill(&nop);
    skip(&i);
  }
}
