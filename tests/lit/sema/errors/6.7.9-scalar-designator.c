// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.7.9p6–7: a designator designates a subobject of an aggregate, not of a scalar.
// CHECK: 6.7.9-scalar-designator.c:[[@LINE+1]]:12: error: field name not in record or union initializer
int x = { .a = 1 };
// CHECK: 6.7.9-scalar-designator.c:[[@LINE+1]]:12: error: array index in non-array initializer
int y = { [0] = 1 };
int ok = { 1 };
