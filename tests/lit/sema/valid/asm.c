// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU asm: file-scope asm, asm labels on declarations, extended asm with operands, named operands, clobbers, asm goto.
__asm__(".globl marker\nmarker:");
int renamed __asm__("renamed_symbol");
int api(void) __asm__("api_v2");
int f(int in) {
  int out;
  __asm__("movl %1, %0" : "=r"(out) : "r"(in));
  __asm__ volatile("" : "+r"(out) : : "memory", "cc");
  __asm__("addl %[b], %[a]" : [a] "+r"(out) : [b] "ri"(3));
  __asm__ __volatile__("nop");
  int mem = 0;
  __asm__("" : "=m"(mem) : "m"(in));
  return out + mem;
}
int g(int x) {
  asm goto("testl %0, %0; jz %l1" : : "r"(x) : "cc" : zero);
  return 1;
zero:
  return 0;
}
