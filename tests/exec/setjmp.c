#include <stdio.h>
#include <setjmp.h>
static jmp_buf env;
static int depth;
void deep(int n) { if (n == 0) longjmp(env, 42); depth++; deep(n - 1); }
int main(void) {
  volatile int count = 0;
  int r = setjmp(env);
  if (r == 0) { count++; deep(10); printf("not reached\n"); }
  else printf("r=%d depth=%d count=%d\n", r, depth, count);
  jmp_buf e2; volatile int i = 0;
  if (setjmp(e2) < 3) { i++; if (i < 5) longjmp(e2, i); }
  printf("i=%d\n", i);
  sigjmp_buf sj; if (!sigsetjmp(sj, 1)) { printf("first\n"); siglongjmp(sj, 0); } else printf("second\n");
  return 0;
}
