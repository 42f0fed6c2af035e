// RUN: %bin/ilcc -fsyntax-only -fdump-il %s | FileCheck %s
// RUN: %bin/ilcc -fsyntax-only -fdump-il %s | grep -c "ivalue: 7$" | FileCheck %s --check-prefix=SHARED
// -fdump-il: the IL of a small translation unit, one block per entry, locations as
// file:line:col. The checks below refer to the program's lines 8 to 20. The constant 7
// is shared: its three uses name one entry, printed once.
// SHARED: {{^1$}}

struct point { int x, y; };
static int unused_helper(int v) { return v * 2; }
static int used_helper(int v) { return v + 1; }
const char *greeting = "hi";
int scale = 3;
int area(struct point p) {
  long wide = p.x;
  double d = 2.5;
  int local = used_helper(p.y) * scale + 7;
  if (local > 7)
    return (int)(wide * local + d);
  return 7;
}

// The file scope: its entities, each in its own block with type and location.
// CHECK-LABEL: file-scope IL:
// CHECK-NEXT:  #1 scope
// CHECK-NEXT:    scope_kind: file
// CHECK-NEXT:    variables: #[[GREETING:[0-9]+]] #[[SCALE:[0-9]+]]
// CHECK-NEXT:    routines: #[[UNUSED:[0-9]+]] #[[USED:[0-9]+]] #[[AREA:[0-9]+]]
// CHECK-NEXT:    types: #[[POINT:[0-9]+]]
// CHECK-NEXT:    sequence:
// CHECK:       #[[GREETING]] variable "greeting"
// CHECK-NEXT:    name: "greeting"
// CHECK-NEXT:    type: const char *
// CHECK-NEXT:    loc: {{.*}}dump-il.c:11:13
// CHECK-NEXT:    storage: none
// CHECK-NEXT:    linkage: external
// CHECK:         const_init: #[[HI_ADDRESS:[0-9]+]]
// CHECK:       #[[HI_ADDRESS]] constant
// CHECK-NEXT:    kind: Address
// CHECK-NEXT:    type: const char *
// CHECK-NEXT:    addr_string: #[[HI:[0-9]+]]
// CHECK:       #[[HI]] constant
// CHECK-NEXT:    kind: String
// CHECK-NEXT:    type: char [3]
// CHECK-NEXT:    length: 3
// CHECK-NEXT:    bytes: "hi\x00"
// CHECK:       #[[SCALE]] variable "scale"
// CHECK-NEXT:    name: "scale"
// CHECK-NEXT:    type: int
// CHECK-NEXT:    loc: {{.*}}dump-il.c:12:5
// CHECK:         const_init: #[[THREE:[0-9]+]]
// CHECK:       #[[THREE]] constant
// CHECK-NEXT:    kind: Integer
// CHECK-NEXT:    type: int
// CHECK-NEXT:    ivalue: 3
// CHECK:       #[[UNUSED]] routine "unused_helper"
// CHECK-NEXT:    name: "unused_helper"
// CHECK-NEXT:    type: int (int)
// CHECK-NEXT:    loc: {{.*}}dump-il.c:9:12
// CHECK-NEXT:    storage: static
// CHECK-NEXT:    linkage: internal
// CHECK:       #[[AREA]] routine "area"
// CHECK-NEXT:    name: "area"
// CHECK-NEXT:    type: int (struct point)
// CHECK-NEXT:    loc: {{.*}}dump-il.c:13:5
// CHECK-NEXT:    storage: none
// CHECK-NEXT:    linkage: external
// CHECK:         body: #[[BODY:[0-9]+]]
// CHECK:       #[[POINT]] type "point" `struct point`
// CHECK-NEXT:    kind: Struct
// CHECK-NEXT:    tflags:
// CHECK-NEXT:    align: 4
// CHECK-NEXT:    size: 8
// CHECK-NEXT:    tag: "point"
// CHECK-NEXT:    loc: {{.*}}dump-il.c:8:8
// CHECK-NEXT:    record: #[[FIELDS:[0-9]+]]
// CHECK:       #[[FIELDS]] record type supplement
// CHECK-NEXT:    fields: #[[X:[0-9]+]] #[[Y:[0-9]+]]
// CHECK:       #[[Y]] field "y"
// CHECK-NEXT:    name: "y"
// CHECK-NEXT:    type: int
// CHECK-NEXT:    loc: {{.*}}dump-il.c:8:23
// CHECK-NEXT:    offset: 4

// A function's own IL: its scope, statements and expressions, every conversion explicit.
// CHECK:       routine-scope IL of #[[AREA]] "area":
// CHECK-NEXT:  #{{[0-9]+}} scope
// CHECK-NEXT:    scope_kind: function
// CHECK-NEXT:    scope_routine: #[[AREA]] "area"
// CHECK-NEXT:    variables: #[[LOCAL:[0-9]+]] #[[D:[0-9]+]] #[[WIDE:[0-9]+]] #[[P:[0-9]+]]
// CHECK:       #[[LOCAL]] variable "local"
// CHECK-NEXT:    name: "local"
// CHECK-NEXT:    type: int
// CHECK-NEXT:    loc: {{.*}}dump-il.c:16:7
// CHECK:         dyn_init: #[[LOCAL_INIT:[0-9]+]]
// CHECK:       #[[LOCAL_INIT]] dynamic init
// CHECK-NEXT:    init_kind: expr
// CHECK-NEXT:    type: int
// CHECK-NEXT:    expr: #[[SUM:[0-9]+]]
// used_helper(p.y) * scale + 7
// CHECK:       #[[SUM]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: Add
// CHECK-NEXT:    loc: {{.*}}dump-il.c:16:40
// CHECK-NEXT:    type: int
// CHECK-NEXT:    operands: #[[PRODUCT:[0-9]+]] #[[SEVEN_1:[0-9]+]]
// CHECK:       #[[PRODUCT]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: Mul
// CHECK:         operands: #[[CALL:[0-9]+]] #{{[0-9]+}}
// CHECK:       #[[CALL]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: Call
// CHECK-NEXT:    loc: {{.*}}dump-il.c:16:15
// CHECK-NEXT:    type: int
// CHECK-NEXT:    operands: #[[CALLEE:[0-9]+]] #[[ARG:[0-9]+]]
// CHECK:       #[[CALLEE]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: FunctionToPointer
// CHECK:       routine: #[[USED]] "used_helper"
// CHECK:       #[[ARG]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    eflags: 0x1
// CHECK-NEXT:    op: Member
// CHECK:         field: #[[Y]] "y"
// CHECK:       #[[SEVEN_1]] expr node
// CHECK-NEXT:    kind: Constant
// CHECK-NEXT:    loc: {{.*}}dump-il.c:16:42
// CHECK-NEXT:    type: int
// CHECK-NEXT:    constant: #[[SEVEN:[0-9]+]]
// long wide = p.x: the int member converted by an implicit cast (eflags 0x2).
// CHECK:       #[[WIDE]] variable "wide"
// CHECK:       expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    eflags: 0x2
// CHECK-NEXT:    op: Cast
// CHECK-NEXT:    loc: {{.*}}dump-il.c:14:16
// CHECK-NEXT:    type: long
// The body: declarations run in place, then if and returns.
// CHECK:       #[[BODY]] statement
// CHECK-NEXT:    kind: Block
// CHECK-NEXT:    loc: {{.*}}dump-il.c:13:26
// CHECK-NEXT:    block: #[[BLOCK:[0-9]+]]
// CHECK:       #[[BLOCK]] block supplement
// CHECK-NEXT:    statements: #[[S1:[0-9]+]] #[[S2:[0-9]+]] #[[S3:[0-9]+]] #[[IF:[0-9]+]] #[[RET:[0-9]+]]
// CHECK-NEXT:    block_scope:
// CHECK-NEXT:    end_loc: {{.*}}dump-il.c:20:1
// CHECK:       #[[S1]] statement
// CHECK-NEXT:    kind: Decl
// CHECK-NEXT:    loc: {{.*}}dump-il.c:14:8
// CHECK-NEXT:    decl_var: #[[WIDE]] "wide"
// CHECK:       #[[IF]] statement
// CHECK-NEXT:    kind: If
// CHECK-NEXT:    loc: {{.*}}dump-il.c:17:3
// CHECK-NEXT:    if_cond: #[[COND:[0-9]+]]
// CHECK-NEXT:    if_then: #[[THEN:[0-9]+]]
// CHECK:       #[[COND]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: Gt
// CHECK:         operands: #{{[0-9]+}} #[[SEVEN_2:[0-9]+]]
// CHECK:       #[[SEVEN_2]] expr node
// CHECK-NEXT:    kind: Constant
// CHECK-NEXT:    loc: {{.*}}dump-il.c:17:15
// CHECK-NEXT:    type: int
// CHECK-NEXT:    constant: #[[SEVEN]]
// (int)(wide * local + d): the explicit cast at its '(' (no Implicit flag), the usual
// arithmetic conversions inside as implicit casts.
// CHECK:       #[[THEN]] statement
// CHECK-NEXT:    kind: Return
// CHECK-NEXT:    loc: {{.*}}dump-il.c:18:5
// CHECK-NEXT:    ret_value: #[[CAST:[0-9]+]]
// CHECK:       #[[CAST]] expr node
// CHECK-NEXT:    kind: Operation
// CHECK-NEXT:    op: Cast
// CHECK-NEXT:    loc: {{.*}}dump-il.c:18:12
// CHECK-NEXT:    type: int
// CHECK:         op: Add
// CHECK-NEXT:    loc: {{.*}}dump-il.c:18:31
// CHECK-NEXT:    type: double
// CHECK:         eflags: 0x2
// CHECK-NEXT:    op: Cast
// CHECK-NEXT:    loc: {{.*}}dump-il.c:18:23
// CHECK-NEXT:    type: double
// CHECK:       #[[RET]] statement
// CHECK-NEXT:    kind: Return
// CHECK-NEXT:    loc: {{.*}}dump-il.c:19:3
// CHECK-NEXT:    ret_value: #[[RET_VALUE:[0-9]+]]
// CHECK:       #[[RET_VALUE]] expr node
// CHECK-NEXT:    kind: Constant
// CHECK-NEXT:    loc: {{.*}}dump-il.c:19:10
// CHECK-NEXT:    type: int
// CHECK-NEXT:    constant: #[[SEVEN]]
