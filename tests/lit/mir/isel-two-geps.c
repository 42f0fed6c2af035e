// An address made of two geps, one with a constant offset, is one memory operand when
// the loads and stores close by take it whole: an element of an array field,
// `s->tree[i].freq` (zlib's `s->dyn_ltree[lc].Freq++`: `addw $1, 212(%rbx,%rax,4)`),
// and fields of an indexed element, `p[i].b + p[i].c`. No lea computes the inner address.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
#include <stdio.h>
struct pair { unsigned short freq, len; };
struct state { int n; struct pair tree[16]; };
struct rec { long a; int b, c; };

// CHECK-LABEL: count:
// CHECK-NOT: lea
// CHECK: addw $1, 4(%rdi,%r{{..}},4)
// CHECK: .size count
__attribute__((noinline)) void count(struct state *s, unsigned char i) { s->tree[i].freq++; }

// CHECK-LABEL: field:
// CHECK-NOT: lea
// CHECK: movl 8(%rdi,%r[[I:..]],1), %eax
// CHECK-NEXT: addl 12(%rdi,%r[[I]],1), %eax
// CHECK: .size field
__attribute__((noinline)) int field(struct rec *p, long i) { return p[i].b + p[i].c; }

// OUT: 2 1 0 7
int main(void) {
  struct state s = {0};
  struct rec r[3] = {{1, 2, 3}, {4, 3, 4}, {0, 0, 0}};
  count(&s, 3), count(&s, 3), count(&s, 5);
  printf("%d %d %d %d\n", s.tree[3].freq, s.tree[5].freq, s.tree[4].freq, field(r, 1));
  return 0;
}
