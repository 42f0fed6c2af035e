#include <stdio.h>
int dispatch(int op, int a, int b) {
  static const int off[] = {&&add - &&add, &&sub - &&add, &&mul - &&add, &&out - &&add};
  int r = 0;
  goto *(&&add + off[op]);
add: r = a + b; goto out;
sub: r = a - b; goto out;
mul: r = a * b; goto out;
out: return r;
}
int loop(int n) {
  void *targets[] = {&&even, &&odd}; int e = 0, o = 0;
next:
  if (n == 0) return e * 100 + o;
  goto *targets[n-- & 1];
even: e++; goto next;
odd: o++; goto next;
}
int main(void) {
  printf("%d %d %d %d\n", dispatch(0, 6, 3), dispatch(1, 6, 3), dispatch(2, 6, 3), dispatch(3, 6, 3));
  printf("%d\n", loop(11));
  return 0;
}
