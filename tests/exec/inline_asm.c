#include <stdio.h>
static inline unsigned long rdadd(unsigned long a, unsigned long b) { unsigned long r; __asm__("lea (%1,%2), %0" : "=r"(r) : "r"(a), "r"(b)); return r; }
int main(void) {
  int x = 5, y;
  __asm__("movl %1, %0\n\taddl $10, %0" : "=r"(y) : "r"(x));
  printf("%d\n", y);
  int z = 7; __asm__("shll $2, %0" : "+r"(z)); printf("%d\n", z);
  printf("%lu\n", rdadd(40, 2));
  unsigned lo, hi; __asm__("movl $0x12345678, %0; movl $0x9abc, %1" : "=a"(lo), "=d"(hi)); printf("%x %x\n", lo, hi);
  int mem = 3; __asm__("addl $4, %0" : "+m"(mem)); printf("%d\n", mem);
  int c = 100; __asm__ volatile("" ::: "memory"); __asm__("incl %0" : "+r"(c) : : "cc"); printf("%d\n", c);
  long out; __asm__("movq %1, %0" : "=r"(out) : "i"(12345)); printf("%ld\n", out);
  int a1 = 6, a2 = 7, prod; __asm__("imull %2, %0" : "=r"(prod) : "0"(a1), "r"(a2)); printf("%d\n", prod);
  unsigned cnt; unsigned val = 0x80; __asm__("bsfl %1, %0" : "=r"(cnt) : "rm"(val)); printf("%u\n", cnt);
  return 0;
}
