#include <stdio.h>
int run(const unsigned char *code) {
  static void *tab[] = {&&op_push, &&op_add, &&op_mul, &&op_print, &&op_halt};
  int stack[16], sp = 0;
  const unsigned char *pc = code;
#define NEXT goto *tab[*pc++]
  NEXT;
op_push: stack[sp++] = *pc++; NEXT;
op_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
op_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_print: printf("%d\n", stack[sp - 1]); NEXT;
op_halt: return stack[sp - 1];
}
int sel(int i) { static const int offs[] = {&&l1 - &&l0, &&l2 - &&l0}; goto *(&&l0 + offs[i]); l0: return 0; l1: return 1; l2: return 2; }
int main(void) {
  unsigned char prog[] = {0, 3, 0, 4, 1, 3, 0, 5, 2, 3, 4};
  printf("r=%d\n", run(prog));
  void *lp = &&x; int cnt = 0;
x: cnt++;
  if (cnt < 3) goto *lp;
  printf("cnt=%d %d %d\n", cnt, sel(0), sel(1));
  return 0;
}
