// Inline asm operands in fixed registers ("a" "b" "c" "d" "S" "D") whose values come from
// memory, masked or truncated: the value must be loaded into the register the constraint
// names (a load folded into the masking `and` has no register of its own).
#include <stdio.h>

#define NI __attribute__((noinline))
typedef unsigned long u64;

NI u64 in_a(const u64 *p) { u64 r; __asm__("movq %%rax, %0" : "=r"(r) : "a"(*p & 0xFF)); return r; }
NI u64 in_b(const u64 *p) { u64 r; __asm__("movq %%rbx, %0" : "=r"(r) : "b"(*p & 0x3F)); return r; }
NI u64 in_c(const u64 *p) { u64 r; __asm__("movq %%rcx, %0" : "=r"(r) : "c"(*p & 0x7F)); return r; }
NI u64 in_d(const u64 *p) { u64 r; __asm__("movq %%rdx, %0" : "=r"(r) : "d"(*p % 256)); return r; }
NI u64 in_S(const u64 *p) { u64 r; __asm__("movq %%rsi, %0" : "=r"(r) : "S"(*p ^ p[1])); return r; }
NI u64 in_D(const u64 *p) { u64 r; __asm__("movq %%rdi, %0" : "=r"(r) : "D"(p[1] + *p)); return r; }
NI unsigned in_c32(const unsigned *p) { unsigned r; __asm__("movl %%ecx, %0" : "=r"(r) : "c"(*p & 0xFFF)); return r; }
NI u64 shift_cl(u64 x, const u64 *p) { __asm__("shrq %%cl, %0" : "+r"(x) : "c"(*p & 0xFF)); return x; }
NI u64 in_mem_index(const u64 *p, long i) { u64 r; __asm__("movq %%rcx, %0" : "=r"(r) : "c"(p[i] & 0xFF)); return r; }
NI u64 rep_movsb(char *d, const char *const *s, const u64 *n) {
  char *dd = d;
  const char *ss = *s;
  u64 cnt = *n & 0xFF;
  __asm__ volatile("rep movsb" : "+D"(dd), "+S"(ss), "+c"(cnt) : : "memory");
  return (u64)(dd - d);
}
NI void rep_stosb(char *d, const int *c, const u64 *n) {
  u64 cnt = *n & 0x3F;
  __asm__ volatile("rep stosb" : "+D"(d), "+c"(cnt) : "a"(*c & 0xFF) : "memory");
}
NI void outputs_to_memory(u64 *o, const u64 *p) {
  __asm__("movq %%rcx, %%rax; addq %%rsi, %%rax; movq %%rax, %%rdx" : "=a"(o[0]), "=d"(o[1]) : "c"(*p & 0xFF), "S"(p[1] & 0xF));
}
NI u64 cmpxchg_a(u64 *m, const u64 *expect, u64 want) {
  u64 prev;
  __asm__ volatile("lock cmpxchgq %2, %1" : "=a"(prev), "+m"(*m) : "r"(want), "0"(*expect & 0xFFFF) : "memory");
  return prev;
}
NI u64 div_dx_ax(const u64 *p, const u64 *q) {
  u64 quot, rem;
  __asm__("divq %4" : "=a"(quot), "=d"(rem) : "0"(*p & 0xFFFFFF), "1"(p[1] & 0), "r"((*q & 0xFF) | 1));
  return quot * 1000 + rem;
}

int main(void) {
  u64 v[2] = {0x123456789ABCDEFUL, 0xF0F0F0F0F0UL};
  unsigned w = 0xABCDEF;
  printf("%lx %lx %lx %lx %lx %lx %x\n", in_a(v), in_b(v), in_c(v), in_d(v), in_S(v), in_D(v), in_c32(&w));
  u64 n = 0x1F05;
  printf("%lx %lx\n", shift_cl(0xFFFF0000FFFF0000UL, &n), in_mem_index(v, 1));
  char src[300], dst[300] = {0};
  for (int i = 0; i < 300; ++i) src[i] = (char)(i * 3 + 1);
  const char *sp = src;
  u64 len = 0x1C8;
  u64 moved = rep_movsb(dst, &sp, &len);
  int fill = 0x1EE;
  u64 len2 = 0x75;
  rep_stosb(dst + 240, &fill, &len2); // 0x75 & 0x3F = 53 bytes: up to dst[292]
  unsigned sum = 0;
  for (int i = 0; i < 300; ++i) sum = sum * 33 + (unsigned char)dst[i];
  printf("%lu %u\n", moved, sum);
  u64 o[2];
  outputs_to_memory(o, v);
  u64 m = 0xCDEF;
  u64 prev = cmpxchg_a(&m, v, 7);
  u64 prev2 = cmpxchg_a(&m, v, 9);
  printf("%lx %lx %lx %lx %lx\n", o[0], o[1], prev, prev2, m);
  printf("%lu\n", div_dx_ax(v, &n));
  return 0;
}
