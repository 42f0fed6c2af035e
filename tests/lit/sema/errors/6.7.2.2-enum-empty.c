// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.2.2p1: an enumerator list has at least one enumerator.
// CHECK: 6.7.2.2-enum-empty.c:[[@LINE+1]]:10: error: empty enum is invalid
enum E { };
// CHECK: 6.7.2.2-enum-empty.c:[[@LINE+1]]:8: error: empty enum is invalid
enum { } x;
