// An alias whose target is a static function nothing else references: the external alias
// keeps its target (keep-in-IL root), so both are emitted; an unused static alias is not.
// RUN: ilcc -w -finterpret %s | FileCheck %s
// RUN: rm -f %t && ilcc -w -O1 %s -o %t && %t | FileCheck %s
// CHECK: 42
#include <stdio.h>
static int foo(void) { return 42; }
int bar(void) __attribute__((alias("foo")));
static int baz(void) __attribute__((alias("foo"), unused));
int main(void) { printf("%d\n", bar()); return 0; }
