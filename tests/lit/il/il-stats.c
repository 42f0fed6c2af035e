// RUN: %bin/ilcc -fsyntax-only -fil-stats %s 2>&1 | FileCheck %s
// -fil-stats: EDG's "IL table use" table (entries allocated per kind), the constant
// sharing counters and the keep-in-IL counts. An unreferenced static inline function is
// pruned; a static function is kept (gcc -O0 emits it too), as are the external
// definitions. An unreferenced static object is pruned too.

static inline int unused_helper(int v) { return v * 2; }
static int unused_plain(int v) { return v * 3; }
static int used_helper(int v) { return v + 1; }
static int unused_object = 4;
int scale = 3;
int area(int x, int y) {
  int local = used_helper(y) * scale + 7;
  return x * local + 7 + 7;
}

// CHECK:      IL table use:
// CHECK-NEXT: Table Number Each Total
// CHECK-NEXT: ----- ------ ---- -----
// CHECK:      constant {{[1-9][0-9]*}} 72 {{[0-9]+}}
// CHECK:      type {{[1-9][0-9]*}} 72 {{[0-9]+}}
// CHECK:      variable {{[1-9][0-9]*}}
// CHECK:      routine 4 {{[0-9]+}}
// CHECK:      expr node {{[1-9][0-9]*}} 48 {{[0-9]+}}
// CHECK:      statement {{[1-9][0-9]*}}
// CHECK:      Total {{[1-9][0-9]*}}
// CHECK:      Constant sharing:
// CHECK-NEXT:   allocations {{[0-9]+}}
// CHECK-NEXT:   comparisons {{[0-9]+}}
// CHECK-NEXT:   new buckets {{[0-9]+}}
// CHECK-NEXT:   region hits {{[0-9]+}}
// The constant 7 is made three times, shared after the first: global hits.
// CHECK-NEXT:   global hits {{[1-9][0-9]*}}
// CHECK-NEXT: Keep in IL:
// CHECK-NEXT:   routines kept 3
// CHECK-NEXT:   routines pruned 1
// CHECK-NEXT:   variables kept 1
// CHECK-NEXT:   variables pruned 1
