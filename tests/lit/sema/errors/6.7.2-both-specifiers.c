// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2p2: each list of type specifiers shall be one of the listed multisets.
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:7: error: both 'long' and 'short' in declaration specifiers
short long a;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:6: error: both 'long' and 'short' in declaration specifiers
long short b;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:8: error: both 'signed' and 'unsigned' in declaration specifiers
signed unsigned c;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:10: error: both 'unsigned' and 'float' in declaration specifiers
unsigned float d;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:7: error: both 'unsigned' and 'float' in declaration specifiers
float unsigned e;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:7: error: both 'short' and 'double' in declaration specifiers
short double f;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:6: error: both 'long' and 'float' in declaration specifiers
long float g;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:8: error: both 'signed' and 'void' in declaration specifiers
signed void *h;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:6: error: both 'long' and '_Bool' in declaration specifiers
long _Bool i;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:10: error: both 'complex' and 'void' in declaration specifiers
_Complex void *j;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:10: error: both 'complex' and '_Bool' in declaration specifiers
_Complex _Bool k;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:11: error: both 'long long' and 'double' in declaration specifiers
long long double l;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:6: error: both 'long' and 'char' in declaration specifiers
char long m;
// CHECK: 6.7.2-both-specifiers.c:[[@LINE+1]]:10: error: both 'long' and '__int128' in declaration specifiers
__int128 long n;
