// symver, ifunc, and inline definitions that are not the external one (C99 inline,
// gnu_inline extern inline): what the assembly defines and how it runs.
// RUN: ilcc -S -O1 %s -o - | FileCheck %s
// RUN: ilcc -S -O0 %s -o - | FileCheck %s --check-prefix=O0
// RUN: ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
int printf(const char *, ...);

__attribute__((symver("lib_f@VERS_1"))) int lib_f_v1(void) { return 1; }
__attribute__((symver("lib_f@@VERS_2"), symver("lib_g@VERS_2"))) int lib_f_v2(void) { return 2; }
// CHECK-DAG: .symver lib_f_v1, lib_f@VERS_1
// CHECK-DAG: .symver lib_f_v2, lib_f@@VERS_2
// CHECK-DAG: .symver lib_f_v2, lib_g@VERS_2

static int impl(int x) { return x + 100; }
static int (*resolve(void))(int) { return impl; }
int indirect(int) __attribute__((ifunc("resolve")));
// CHECK-DAG: .type indirect, @gnu_indirect_function
// CHECK-DAG: .set indirect, resolve

// Inline-only definitions: inlined where they can be, calls left go to the external
// definition (another unit's), and their bodies are never emitted.
extern inline __attribute__((gnu_inline, always_inline)) int twice(int x) { return 2 * x; }
inline int thrice(int x) { return 3 * x; }
int use(int x) { return twice(x) + (x > 100 ? 0 : 0); }
// CHECK-NOT: {{^}}twice:
// CHECK-NOT: {{^}}thrice:
// O0-NOT: {{^}}twice:
// O0-NOT: {{^}}thrice:
// O0: {{^}}use:

int main(void) {
  printf("%d %d %d %d\n", lib_f_v1(), lib_f_v2(), indirect(5), use(21));
  return 0;
}
// OUT: 1 2 105 42
