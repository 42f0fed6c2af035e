#include <stdio.h>
#include <stdint.h>
struct __attribute__((packed)) P { char c; int i; short s; };
struct Q { char c; int i __attribute__((packed)); };
int real_fn(int x) { return x * 2; }
int alias_fn(int x) __attribute__((alias("real_fn")));
__attribute__((weak)) int weak_fn(void) { return 11; }
extern int undefined_weak(void) __attribute__((weak));
__attribute__((section(".data.mysec"))) int in_section = 77;
__attribute__((aligned(16))) char al16[3];
__attribute__((noinline)) static int noinl(int a) { return a + 1; }
__attribute__((always_inline)) static inline int alw(int a) { return a + 2; }
__attribute__((unused)) static int unused_fn(void) { return 0; }
__attribute__((noreturn)) void die(void);
__attribute__((used)) static int used_var = 5;
__attribute__((pure)) int pure_fn(int a) { return a * a; }
int main(void) {
  struct P p = {'a', 0x12345678, 0x1234};
  printf("%zu %zu %x %x\n", sizeof(struct P), sizeof(struct Q), p.i, p.s);
  struct P arr[2]; arr[1].i = 5; int *ip = &arr[1].i; (void)ip; printf("%d\n", arr[1].i);
  printf("%d %d %d\n", alias_fn(21), weak_fn(), undefined_weak == 0);
  printf("%d %d\n", in_section, (int)((uintptr_t)al16 % 16));
  printf("%d %d %d %d\n", noinl(1), alw(1), pure_fn(4), used_var);
  return 0;
}
