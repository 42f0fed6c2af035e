// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.4.1p1: octal constants have digits 0-7 (and GNU binary constants 0-1).
// CHECK: 6.4.4.1-invalid-digit.c:[[@LINE+1]]:9: error: invalid digit "9" in octal constant
int a = 09;
// CHECK: 6.4.4.1-invalid-digit.c:[[@LINE+1]]:9: error: invalid digit "8" in octal constant
int b = 0778;
// CHECK: 6.4.4.1-invalid-digit.c:[[@LINE+1]]:9: error: invalid digit "2" in binary constant
int c = 0b102;
int ok = 0b101 + 017;
