// Computed goto is factored (lower/stmt.cpp): the four `goto *` of a threaded interpreter
// store their target and branch to one dispatch block, the function's only indirectbr,
// whose targets are the landing blocks of the address-taken labels. At -O2 the values live
// across dispatch get their phis in the dispatch block only, the handlers none; the
// printer copies the dispatch (one indirect jump) into each handler.
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=O0
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=IR
// RUN: ilcc -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -O0 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: ilcc -w -finterpret %s | FileCheck %s --check-prefix=OUT
// OUT: 7162

// O0-LABEL: define {{.*}}@run(
// O0-COUNT-1: indirectbr
// O0-NOT: indirectbr
// O0-LABEL: define {{.*}}@main(

// IR-LABEL: define {{.*}}@run(
// IR-COUNT-1: indirectbr
// IR-NOT: indirectbr
// IR-LABEL: define {{.*}}@main(

// Each handler ends in its own indirect jump.
// ASM-LABEL: run:
// ASM-COUNT-4: jmp *%
// ASM-LABEL: .size run
#include <stdio.h>

__attribute__((noinline)) int run(const int *code) {
  static void *ops[] = {&&op_add, &&op_mul, &&op_dec_jnz, &&op_halt};
  int acc = 1, pc = 0, counter = 10;
  goto *ops[code[pc]];
op_add:
  acc += code[pc + 1];
  pc += 2;
  goto *ops[code[pc]];
op_mul:
  acc *= code[pc + 1];
  pc += 2;
  goto *ops[code[pc]];
op_dec_jnz:
  if (--counter) pc = code[pc + 1];
  else pc += 2;
  goto *ops[code[pc]];
op_halt:
  return acc + counter;
}

int main(void) {
  int code[] = {0, 3, 1, 2, 2, 0, 3};
  printf("%d\n", run(code));
  return 0;
}
