#include <stdio.h>
#include <stdalign.h>
#include <stdint.h>
#include <stddef.h>
struct A { char c; _Alignas(16) int x; };
struct B { char c; double d; };
_Alignas(64) static char buf[10];
alignas(32) int g32;
struct __attribute__((aligned(32))) C { int a; };
int main(void) {
  printf("%zu %zu %zu\n", alignof(struct A), sizeof(struct A), offsetof(struct A, x));
  printf("%zu %zu\n", _Alignof(struct B), _Alignof(char));
  printf("%d %d\n", (int)((uintptr_t)buf % 64), (int)((uintptr_t)&g32 % 32));
  _Alignas(128) int local = 3; printf("%d %d\n", (int)((uintptr_t)&local % 128), local);
  printf("%zu %zu\n", alignof(struct C), sizeof(struct C));
  struct C arr[2]; printf("%d\n", (int)((char *)&arr[1] - (char *)&arr[0]));
  _Alignas(double) char dc[8]; printf("%d\n", (int)((uintptr_t)dc % 8));
  printf("%zu %zu %zu\n", alignof(max_align_t), alignof(long long), alignof(int[4]));
  return 0;
}
