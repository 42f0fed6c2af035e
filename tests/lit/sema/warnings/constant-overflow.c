// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// gcc's default warnings about constant arithmetic: -Woverflow, -Wshift-count-*, -Wdiv-by-zero.
// CHECK: constant-overflow.c:[[@LINE+1]]:10: warning: overflow in conversion from 'int' to 'char' changes value from '300' to '44'
char a = 300;
// CHECK: constant-overflow.c:[[@LINE+1]]:19: warning: unsigned conversion from 'int' to 'unsigned char' changes value from '-200' to '56'
unsigned char b = -200;
// CHECK: constant-overflow.c:[[@LINE+1]]:11: warning: overflow in conversion from 'int' to 'short' changes value from '70000' to '4464'
short c = 70000;
// CHECK: constant-overflow.c:[[@LINE+1]]:20: warning: integer overflow in expression of type 'int' results in '-2147483648'
int d = 2147483647 + 1;
// CHECK: constant-overflow.c:[[@LINE+1]]:27: warning: integer overflow in expression of type 'int' results in '-2147483648'
int e = (-2147483647 - 1) / -1;
// CHECK: constant-overflow.c:[[@LINE+1]]:11: warning: left shift count >= width of type
int f = 1 << 40;
// CHECK: constant-overflow.c:[[@LINE+1]]:11: warning: right shift count >= width of type
int g = 1 >> 33;
// CHECK: constant-overflow.c:[[@LINE+1]]:14: warning: left shift count >= width of type
enum { E = 1 << 32 };
// CHECK: constant-overflow.c:[[@LINE+3]]:25: warning: division by zero
// CHECK: constant-overflow.c:[[@LINE+2]]:33: warning: division by zero
// CHECK: constant-overflow.c:[[@LINE+1]]:42: warning: left shift count is negative
int k(int x) { return x / 0 + x % 0 + (x << -1); }
unsigned char fine1 = -1;
char fine2 = 255;
