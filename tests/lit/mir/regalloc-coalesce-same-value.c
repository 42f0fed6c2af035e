// A copy whose two sides overlap but always hold the same value (each defined once, the
// copy's destination dead where its source is defined) is coalesced: `key - 1` is one lea
// from the loaded key, which stays live for `key + 3`, not a copy and a lea in place.
// A value copied in a loop whose source is defined again while the copy is still live
// (`prev = cur` with `cur` loaded before `prev` is read) keeps its own register.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 -fra-verify %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O1 -fra-verify -fra-knob=RegAllocGprLimit=5 %s -o %t5 && %t5 | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: get:
// CHECK: movq (%rsi), %[[K:[a-z0-9]+]]
// CHECK-NEXT: leaq -1(%[[K]]), %r
// OUT: 5 -1 48 -28
#include <stdio.h>

typedef struct { unsigned char *arr; unsigned asize; } T;
typedef struct { long v; unsigned char tt; } TV;

__attribute__((noinline)) int get(T *t, TV *k, TV *res) {
  unsigned char tag;
  long key = k->v;
  if ((unsigned long)key - 1 < t->asize) {
    tag = t->arr[4 + key - 1];
    if (tag & 15) res->tt = tag, res->v = key;
  } else {
    tag = 0x30;
  }
  return tag & 15;
}

__attribute__((noinline)) long diffs(const long *p, int n) {
  long prev = 0, r = 0;
  for (int i = 0; i < n; i++) {
    long cur = p[i];
    r += cur * 2 - prev * 3;
    prev = cur;
  }
  return r;
}

int main(void) {
  unsigned char bytes[16] = {0, 0, 0, 0, 0, 0x25, 0x10, 0x31};
  T t = {bytes, 6};
  TV k = {2, 0}, res = {-1, 0};
  int a = get(&t, &k, &res);
  TV k2 = {9, 0};
  int b = get(&t, &k2, &res);
  long v[] = {4, -7, 11, 2, -9};
  printf("%d %ld %d %ld\n", a, res.v == 2 ? -1L : 0L, b == 0 ? 48 : b, diffs(v, 5));
  return 0;
}
