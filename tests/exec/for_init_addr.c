/* A for statement's loop counter declared in its first clause whose address escapes in the
   body (CPython 3.11's optimize_basic_block passes &i to swaptimize) keeps its own stack
   slot for the whole loop (C17 6.8.5p5): the body's objects whose addresses escape too
   must not share it. When the first clause's declarations ended before the loop, stack
   colouring gave i's slot to the body's `struct instr`, so filling it reset the counter
   (CPython's _freeze_module hung at -O0 and crashed at -O1/-O2 in optimize_basic_block). */
#include <stdio.h>

struct instr {
  int opcode, oparg;
  void *target;
  long pad[2];
};

__attribute__((noinline)) static int skip(int *ip, int n) {
  if (*ip + 1 < n) {
    ++*ip;
    return 1;
  }
  return 0;
}

__attribute__((noinline)) static void fill(struct instr *p, int v) {
  p->opcode = v;
  p->oparg = -v;
  p->target = p;
  p->pad[0] = p->pad[1] = v;
}

int main(void) {
  int n = 12, steps = 0;
  long sum = 0;
  for (int i = 0; i < n && steps < 100; i++, steps++) {
    struct instr nop;
    fill(&nop, 1000 + i);
    sum += (long)nop.opcode * (i + 1) + nop.pad[1];
    if (i % 3 == 1) skip(&i, n);
  }
  printf("sum %ld steps %d\n", sum, steps);

  for (int k = 0, m = 5; k < m; k++) {
    struct instr cur;
    fill(&cur, k);
    int *kp = &k;
    sum += *kp + cur.oparg + m;
  }
  printf("sum %ld\n", sum);
  return 0;
}
