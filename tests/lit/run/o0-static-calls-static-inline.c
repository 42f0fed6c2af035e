// -O0 emits an unreferenced static function (as gcc does) and so the static inline
// functions it calls, directly or through a static table; they were dropped as unused
// inline functions and the link failed (zstd's ZSTD_hash4Ptr calling MEM_readLE32).
// RUN: rm -f %t && ilcc -O0 %s -o %t && %t | FileCheck %s
// RUN: ilcc -O0 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYMS
// CHECK: 7
// SYMS-DAG: t helper
// SYMS-DAG: t read_le32
// SYMS-DAG: t via_table
// SYMS-DAG: t unused_caller
#include <stdio.h>
static inline unsigned read_le32(const void *p) { return *(const unsigned *)p; }
static inline unsigned via_table(unsigned x) { return x + 1; }
static unsigned (*const table[])(unsigned) = {via_table};
static unsigned helper(const void *p) { return read_le32(p) * 3; }
static unsigned unused_caller(void) { return table[0](1); }
int main(void) {
  unsigned v = 2;
  (void)helper;
  printf("%u\n", v * 3 + 1);
  return 0;
}
