// A field read, written and read again far apart in one block (zlib's `s->ins_h` in
// INSERT_STRING) is a displacement from the struct's pointer in each memory operand, not
// a `lea` into a register of its own kept across the block: the pointer lives on anyway.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
#include <stdio.h>
struct state {
  unsigned h, mask, shift, start;
  unsigned char *window;
  unsigned short *head, *prev;
  unsigned wmask;
};

// CHECK-LABEL: insert:
// CHECK-NOT: leaq {{[0-9]+}}(%rdi)
// CHECK: .size insert
__attribute__((noinline)) unsigned insert(struct state *s) {
  s->h = ((s->h << s->shift) ^ s->window[s->start + 2]) & s->mask;
  unsigned m = s->head[s->h];
  s->prev[s->start & s->wmask] = (unsigned short)m;
  s->head[s->h] = (unsigned short)s->start;
  s->start += 1;
  return m + s->h;
}

// OUT: 3 2 2
int main(void) {
  unsigned char w[16] = {1, 2, 3, 4, 5, 6, 7, 8};
  unsigned short head[64] = {0}, prev[64] = {0};
  struct state s = {0, 63, 1, 0, w, head, prev, 63};
  unsigned a = insert(&s), b = insert(&s);
  printf("%u %u %u\n", a, b, s.h);
  return 0;
}
