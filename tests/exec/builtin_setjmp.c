// __builtin_setjmp/__builtin_longjmp: gcc's five-word buffer, a jump from a callee two
// levels down, locals changed after the setjmp seen after the jump (gcc keeps them in
// memory in such a function), a loop of jumps, a VLA and alloca'd memory that stay valid.
#include <stdio.h>
#include <string.h>

static void *buf[5];
static int depth;

__attribute__((noinline)) static void thrower(int n) {
  depth = n;
  if (n > 0) __builtin_longjmp(buf, 1);
}
__attribute__((noinline)) static void middle(int n) { thrower(n); }

__attribute__((noinline)) static int catcher(int x) {
  int a = 0, count = 0;
  char *p = __builtin_alloca(16);
  strcpy(p, "kept");
  if (__builtin_setjmp(buf)) {
    count++;
    if (count < 3) middle(count);
    printf("after jump: a=%d count=%d depth=%d p=%s\n", a, count, depth, p);
    return a + x;
  }
  a = 5;
  middle(x);
  printf("no jump\n");
  return -1;
}

int main(void) {
  printf("%d\n", catcher(1));
  printf("%d\n", catcher(0) == -1 ? 0 : 1);
  return 0;
}
