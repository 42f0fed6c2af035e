// The inliner in the driver: a static helper defined before its caller is lowered (and
// optimized) before it and inlined; so is one defined after its caller, which waits for
// it (in SSA form) until the end of the unit. always_inline
// holds at -O0; noinline and noipa are kept calls. With -fPIC and no -fpie (code for a
// shared object) a global function that is not inline may be replaced at load time and is
// not inlined; a static one still is.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=EXE
// RUN: ilcc -O2 -fPIC -S -emit-ir %s -o - | FileCheck %s --check-prefix=PIC
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=O0
static int before(int x) { return x * 3; }
static int after(int x);
int global_fn(int x) { return x + 7; }
static inline __attribute__((always_inline)) int forced(int x) { return x - 1; }
static __attribute__((noinline)) int kept(int x) { return x ^ 5; }
static __attribute__((noipa)) int kept_ipa(int x) { return x | 6; }

int entry(int x) { return before(x) + after(x) + global_fn(x) + forced(x) + kept(x) + kept_ipa(x); }

static int after(int x) { return x * 11; }

// EXE-LABEL: define inlined_calls {{.*}}i32 @entry(i32 %0)
// EXE-NOT: call i32 @before
// EXE-NOT: call i32 @global_fn
// EXE-NOT: call i32 @forced
// EXE-NOT: call i32 @after(
// EXE: call i32 @kept(
// EXE: call i32 @kept_ipa(
// EXE-NOT: define static i32 @before

// PIC-LABEL: define inlined_calls {{.*}}i32 @entry(i32 %0)
// PIC-NOT: call i32 @before
// PIC: call i32 @global_fn(

// O0-LABEL: define inlined_calls i32 @entry(i32 %0)
// O0: call i32 @before(
// O0-NOT: call i32 @forced
// O0: call i32 @global_fn(
