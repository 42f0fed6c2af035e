// A callee returning a struct in memory (through the hidden sret pointer, here 24 bytes)
// is inlined like any other: the sret parameter becomes the caller's temporary, which sroa
// then splits (zstd's ZSTD_decodeSequence, always_inline, returns its seq_t this way).
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: 10 21 6
#include <stdio.h>

typedef struct { long lit, match, off; } Seq;

static inline __attribute__((always_inline)) Seq decode(const long *s, int last) {
  Seq q;
  q.lit = s[0] * 2;
  q.match = s[1] + (last ? 1 : 0);
  q.off = s[2] - s[0];
  return q;
}

// CHECK-LABEL: define {{.*}}@total(
// CHECK-NOT: call
// CHECK-NOT: alloca
// CHECK: ret
long total(const long *s, long *m, long *o) {
  Seq q = decode(s, 1);
  *m = q.match;
  *o = q.off;
  return q.lit;
}

int main(void) {
  long s[3] = {5, 20, 11}, m, o;
  long l = total(s, &m, &o);
  printf("%ld %ld %ld\n", l, m, o);
  return 0;
}
