// "in expansion of macro" notes: a chain longer than -fmacro-backtrace-limit (6, clang's
// default) shows its first 3 and last 3 entries (issue 12: f(1)(1)... printed every link of
// an ever longer chain for each error, quadratic output).
// RUN: not ilcc -E %s 2>&1 | FileCheck %s
// RUN: not ilcc -E -fmacro-backtrace-limit=0 %s 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ilcc -E -fmacro-backtrace-limit=2 %s 2>&1 | FileCheck %s --check-prefix=TWO
#pragma GCC poison bad
#define f(x) x g
#define g(x) bad f
// The fourth error comes out of a chain of 8 expansions: g f g [2 skipped] g f f.
// CHECK-COUNT-4: error: attempt to use poisoned "bad"
// CHECK-NOT: error
// CHECK: note: in expansion of macro 'g'
// CHECK-NEXT: {{^}} #define f(x) x g
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: note: in expansion of macro 'f'
// CHECK-NEXT: {{^}} #define g(x) bad f
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: note: in expansion of macro 'g'
// CHECK-NEXT: {{^}} #define f(x) x g
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: note: (skipping 2 expansions in backtrace; use -fmacro-backtrace-limit=0 to see all)
// CHECK-NEXT: {{^}} #define g(x) bad f
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: note: in expansion of macro 'f'
// CHECK-NEXT: {{^}} #define g(x) bad f
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: note: in expansion of macro 'g'
// CHECK-NEXT: {{^}} #define f(x) x g
// CHECK-NEXT: {{^ +}}^
// CHECK-NEXT: diag-macro-backtrace.c:[[@LINE+5]]:1: note: in expansion of macro 'f'
// CHECK-NOT: note
// ALL-NOT: skipping
// TWO-COUNT-3: note: (skipping
// TWO-NOT: skipping
f(1)(1)(1)(1)(1)(1)(1)(1) ;
