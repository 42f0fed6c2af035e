#include <stdio.h>
enum Op { PUSH, ADD, SUB, MUL, JNZ, DUP, SWAP, DEC, PRINT, HALT, OVER, DROP };
struct Ins { enum Op op; int arg; };
static void run(const struct Ins *code) {
  long st[32]; int sp = 0, pc = 0;
  for (;;) {
    struct Ins in = code[pc++];
    switch (in.op) {
    case PUSH: st[sp++] = in.arg; break;
    case ADD: sp--; st[sp - 1] += st[sp]; break;
    case SUB: sp--; st[sp - 1] -= st[sp]; break;
    case MUL: sp--; st[sp - 1] *= st[sp]; break;
    case JNZ: if (st[--sp]) pc = in.arg; break;
    case DUP: st[sp] = st[sp - 1]; sp++; break;
    case SWAP: { long t = st[sp - 1]; st[sp - 1] = st[sp - 2]; st[sp - 2] = t; } break;
    case DEC: st[sp - 1]--; break;
    case PRINT: printf("%ld\n", st[sp - 1]); break;
    case OVER: st[sp] = st[sp - 2]; sp++; break;
    case DROP: sp--; break;
    case HALT: return;
    }
  }
}
int main(void) {
  /* factorial of 15: acc n -> loop: acc*=n; n--; jnz */
  struct Ins fact[] = {{PUSH, 1}, {PUSH, 15}, {DUP, 0}, {SWAP, 0}, {OVER, 0}, {MUL, 0}, {SWAP, 0}, {DROP, 0}, {SWAP, 0}, {DEC, 0}, {DUP, 0}, {JNZ, 2}, {DROP, 0}, {PRINT, 0}, {HALT, 0}};
  run(fact);
  return 0;
}
