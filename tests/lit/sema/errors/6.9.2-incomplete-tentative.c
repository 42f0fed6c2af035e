// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.9.2p2–3: a tentative definition's type is complete by the end of the file.
struct S;
// CHECK: 6.9.2-incomplete-tentative.c:[[@LINE+1]]:10: error: storage size of 's' isn't known
struct S s;
// CHECK: 6.9.2-incomplete-tentative.c:[[@LINE+1]]:17: error: storage size of 't' isn't known
static struct S t;
struct T;
struct T u;
struct T { int x; }; // completed later: fine
