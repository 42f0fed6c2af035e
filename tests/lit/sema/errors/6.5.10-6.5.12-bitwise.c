// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.10p2, 6.5.11p2, 6.5.12p2: &, ^ and | take integer operands.
struct S { int x; };
void f(double d, int *p, struct S s) {
// CHECK: 6.5.10-6.5.12-bitwise.c:[[@LINE+1]]:5: error: invalid operands to binary & (have 'double' and 'int')
  d & 1;
// CHECK: 6.5.10-6.5.12-bitwise.c:[[@LINE+1]]:5: error: invalid operands to binary ^ (have 'int *' and 'int')
  p ^ 1;
// CHECK: 6.5.10-6.5.12-bitwise.c:[[@LINE+1]]:5: error: invalid operands to binary | (have 'struct S' and 'int')
  s | 1;
// CHECK: 6.5.10-6.5.12-bitwise.c:[[@LINE+1]]:5: error: invalid operands to binary & (have 'int' and 'float')
  1 & 2.0f;
}
