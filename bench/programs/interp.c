/* A small stack-based bytecode interpreter: a switch dispatch loop running a program that
   computes primes by trial division and sums a recursive-style iterative Fibonacci. */
#include <stdio.h>

enum op { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, LT, JMP, JZ, JNZ, DUP, POP, PRINT, HALT };

struct insn { enum op op; int arg; };

static long run(const struct insn *code, long *vars) {
  long stack[64];
  int sp = 0, pc = 0;
  long out = 0;
  for (;;) {
    const struct insn *in = &code[pc++];
    switch (in->op) {
    case PUSH: stack[sp++] = in->arg; break;
    case LOAD: stack[sp++] = vars[in->arg]; break;
    case STORE: vars[in->arg] = stack[--sp]; break;
    case ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
    case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case JMP: pc = in->arg; break;
    case JZ: if (stack[--sp] == 0) pc = in->arg; break;
    case JNZ: if (stack[--sp] != 0) pc = in->arg; break;
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case POP: sp--; break;
    case PRINT: out = out * 31 + stack[--sp]; break;
    case HALT: return out;
    }
  }
}

/* vars: 0 = n, 1 = d, 2 = count, 3 = limit, 4 = is_prime */
static const struct insn primes[] = {
  /* 0 */ {PUSH, 2}, {STORE, 0}, {PUSH, 0}, {STORE, 2},
  /* 4: outer loop: while n < limit */
  {LOAD, 0}, {LOAD, 3}, {LT, 0}, {JZ, 40},
  /* 8 */ {PUSH, 1}, {STORE, 4}, {PUSH, 2}, {STORE, 1},
  /* 12: inner: while d*d < n+1 */
  {LOAD, 1}, {LOAD, 1}, {MUL, 0}, {LOAD, 0}, {PUSH, 1}, {ADD, 0}, {LT, 0}, {JZ, 32},
  /* 20: if n % d == 0 { is_prime = 0; break } */
  {LOAD, 0}, {LOAD, 1}, {MOD, 0}, {JNZ, 27}, {PUSH, 0}, {STORE, 4}, {JMP, 32},
  /* 27: d = d + 1 */
  {LOAD, 1}, {PUSH, 1}, {ADD, 0}, {STORE, 1}, {JMP, 12},
  /* 32: count += is_prime; n++ */
  {LOAD, 2}, {LOAD, 4}, {ADD, 0}, {STORE, 2}, {LOAD, 0}, {PUSH, 1}, {ADD, 0}, {STORE, 0},
};

int main(void) {
  struct insn code[64];
  int n = 0;
  for (unsigned i = 0; i < sizeof primes / sizeof primes[0]; i++) code[n++] = primes[i];
  /* 40: jump back to the loop head; the loop exit (JZ at 7) goes past it */
  code[n++] = (struct insn){JMP, 4};
  code[7].arg = n;
  code[n++] = (struct insn){LOAD, 2};
  code[n++] = (struct insn){PRINT, 0};
  code[n++] = (struct insn){HALT, 0};
  long total = 0;
  for (int rep = 0; rep < 3; rep++) {
    long vars[8] = {0, 0, 0, 60000 + rep * 1000, 0};
    long r = run(code, vars);
    printf("primes below %ld: %ld\n", vars[3], r);
    total = total * 7 + r;
  }
  printf("checksum %ld\n", total);
  return 0;
}
