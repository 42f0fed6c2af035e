// RUN: %bin/ilcc -fsyntax-only -fdump-il %s | FileCheck %s
// -fdump-il prints presumed locations, as diagnostics do: #line renames the file and
// renumbers the lines; code from a macro is located where the macro is used.
#define ZERO 0
int before = ZERO;
#line 100 "generated.y"
int after = 1;

// CHECK:      variable "before"
// CHECK:        loc: {{.*}}dump-il-presumed-locations.c:5:5
// CHECK:      variable "after"
// CHECK:        loc: generated.y:100:5
// CHECK:      expr node
// CHECK-NEXT:   kind: Constant
// CHECK-NEXT:   loc: {{.*}}dump-il-presumed-locations.c:5:14
