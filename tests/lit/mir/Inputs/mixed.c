// Calls, floating point, a switch (a jump table and a compare chain), inline asm
// (with an early clobber, a memory operand and asm goto) and varargs: the features
// whose machine IR the MIR text form must carry.
#include <stdarg.h>

extern int printf(const char*, ...);
extern double scale(double, int);

double sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

int classify(int x) {
  switch (x) {
  case 0: return 10;
  case 1: return 20;
  case 2: return 35;
  case 3: return 47;
  case 4: return 51;
  case 9: return 7;
  default: return -1;
  }
}

int asm_ops(int a, int b) {
  int out;
  __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(out) : "r"(a), "m"(b));
  __asm__ goto("testl %0, %0\n\tjz %l[zero]" : : "r"(out) : "cc" : zero);
  return out;
zero:
  return -out;
}

static int counter;

int main(int argc, char** argv) {
  (void)argv;
  double d = sum(3, 1.5, 2.5, argc * 0.25);
  d = scale(d, classify(argc));
  counter += asm_ops(argc, 3);
  printf("%g %d\n", d, counter);
  return 0;
}
