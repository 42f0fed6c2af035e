// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU extended asm: outputs are lvalues with '=' or '+' constraints.
void f(int n) {
  int r;
// CHECK: 6.8-asm-operands.c:[[@LINE+1]]:20: error: output operand constraint lacks '='
  __asm__("" : "r"(r));
// CHECK: 6.8-asm-operands.c:[[@LINE+1]]:23: error: lvalue required in 'asm' statement
  __asm__("" : "=r"(r + 1));
  __asm__("" : "=r"(r) : "r"(n)); // fine
}
