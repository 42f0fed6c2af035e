// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.2p1 (syntax): enumerators are separated by commas (one error).
// CHECK: 6.7.2.2-enumerator-list-syntax.c:[[@LINE+1]]:15: error: expected ',' or '}' before 'C'
enum E { A, B C };
// CHECK: 6.7.2.2-enumerator-list-syntax.c:[[@LINE+1]]:10: error: expected identifier before numeric constant
enum F { 1, D };
int x = A + B;
