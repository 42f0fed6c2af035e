// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4p2: each non-white-space character is part of a token (preprocessing 'other' tokens are stray).
// CHECK: 6.4-stray-character.c:[[@LINE+1]]:7: error: stray '@' in program
int a @;
// CHECK: 6.4-stray-character.c:[[@LINE+1]]:5: error: stray '`' in program
int `b;
// CHECK: 6.4-stray-character.c:[[@LINE+1]]:7: error: stray '\' in program
int c \ = 1;
int d;
