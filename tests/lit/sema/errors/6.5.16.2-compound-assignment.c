// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.5.16.2p1–2: += and -= may have a pointer and an integer; otherwise the binary operator's constraints.
struct S;
void f(int *p, int *q, double d, struct S *s) {
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: invalid operands to binary * (have 'int *' and 'int')
  p *= 2;
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: invalid operands to binary + (have 'int *' and 'int *')
  p += q;
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: invalid operands to binary << (have 'double' and 'int')
  d <<= 1;
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: invalid operands to binary % (have 'double' and 'int')
  d %= 2;
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: invalid use of undefined type 'struct S'
  s += 1;
  const int c = 1;
// CHECK: 6.5.16.2-compound-assignment.c:[[@LINE+1]]:5: error: assignment of read-only variable 'c'
  c += 2;
}
