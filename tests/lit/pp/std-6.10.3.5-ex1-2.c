// C17 6.10.3.5 EXAMPLES 1 and 2.
// RUN: ilcc -E -P %s | FileCheck %s
#define TABSIZE 100
int table[TABSIZE];
#define max(a, b) ((a) > (b) ? (a) : (b))
int m = max(x, y + 1);
// CHECK: int table[100];
// CHECK-NEXT: int m = ((x) > (y + 1) ? (x) : (y + 1));
