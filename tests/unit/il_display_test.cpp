// Tests of -fdump-il: golden output of a small translation unit and C type names.
#include "il/display.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

// const char *msg = "hi\n";  static int count;  int main(void) { count = count + 1; return 0; }
struct Tu : IlBuilder {
  Tu() {
    Type* pcc = pointer_to(QualType::of(t_char, Qual::Const));
    Constant* str = string_const("hi\n", 4);
    Constant* addr = il.alloc_constant(ConstantKind::Address, Il::kFileScopeRegion);
    addr->type = QualType::of(pcc);
    addr->addr_string = str;
    global("msg", QualType::of(pcc))->const_init = addr;
    Variable* count = global("count", QualType::of(t_int), Linkage::Internal);
    main = routine("main", function(QualType::of(t_int), {}));
    open_body(main);
    QualType i = QualType::of(t_int);
    add_stmt(main->body,
             expr_stmt(op(Operator::Assign, i,
                          {var_expr(count),
                           op(Operator::Add, i, {var_expr(count), const_expr(int_const(1))})})));
    Statement* ret = il.alloc_statement(StatementKind::Return);
    ret->ret_value = const_expr(int_const(0));
    add_stmt(main->body, ret);
    close_body();
  }
  Routine* main;
};

const char* const kGolden = R"(file-scope IL:
#1 scope
  scope_kind: file
  variables: #2 #3
  routines: #4
#2 variable "msg"
  name: "msg"
  type: const char *
  storage: none
  linkage: external
  visibility: default
  vflags: 0x1
  const_init: #5
#6 type `const char *`
  kind: Pointer
  tflags: 0x1
  align: 8
  size: 8
  base: const char
#7 type `char`
  kind: Integer
  tflags: 0x401
  align: 1
  size: 1
  int_kind: char
#5 constant
  kind: Address
  type: const char *
  addr_string: #8
#8 constant
  kind: String
  type: char [4]
  length: 4
  bytes: "hi\n\x00"
  char_size: 1
#9 type `char [4]`
  kind: Array
  tflags: 0x1
  align: 1
  size: 4
  base: char
  count: 4
#3 variable "count"
  name: "count"
  type: int
  storage: static
  linkage: internal
  visibility: default
  vflags: 0x1
#10 type `int`
  kind: Integer
  tflags: 0x401
  align: 4
  size: 4
  int_kind: int
#4 routine "main"
  name: "main"
  type: int (void)
  storage: none
  linkage: external
  visibility: default
  rflags: 0x1
  region: 2
  scope: #11
  body: #12
#13 type `int (void)`
  kind: Routine
  base: int
  routine: #14
#14 routine type supplement
  rflags: 0x2
#15 type `long`
  kind: Integer
  tflags: 0x401
  align: 8
  size: 8
  int_kind: long
#16 type `double`
  kind: Float
  tflags: 0x1
  align: 8
  size: 8
  float_kind: double

routine-scope IL of #4 "main":
#11 scope
  scope_kind: function
  scope_routine: #4 "main"
#12 statement
  kind: Block
  block: #17
#17 block supplement
  statements: #18 #19
#18 statement
  kind: Expr
  expr: #20
#20 expr node
  kind: Operation
  op: Assign
  type: int
  operands: #21 #22
#21 expr node
  kind: Variable
  eflags: 0x1
  type: int
  var: #3 "count"
#22 expr node
  kind: Operation
  op: Add
  type: int
  operands: #23 #24
#23 expr node
  kind: Variable
  eflags: 0x1
  type: int
  var: #3 "count"
#24 expr node
  kind: Constant
  type: int
  constant: #25
#25 constant
  kind: Integer
  type: int
  ivalue: 1
#19 statement
  kind: Return
  ret_value: #26
#26 expr node
  kind: Constant
  type: int
  constant: #27
#27 constant
  kind: Integer
  type: int
  ivalue: 0
)";

TEST(IlDisplay, GoldenDump) {
  Tu tu;
  EXPECT_EQ(dump_il(tu.il), kGolden);
  // Deterministic: a second dump (walk parities flipped) is identical.
  EXPECT_EQ(dump_il(tu.il), kGolden);
}

TEST(IlDisplay, ReleasedBodiesAreLeftOut) {
  Tu tu;
  tu.il.release_routine_body(tu.main);
  std::string out = dump_il(tu.il);
  EXPECT_EQ(out.find("routine-scope IL"), std::string::npos);
  EXPECT_EQ(out.find("body:"), std::string::npos);
}

TEST(IlDisplay, RoutineDumpAndScalars) {
  IlBuilder b;
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  b.open_body(f);
  Statement* s = b.expr_stmt(b.const_expr(b.float_const(-2.5L)));
  b.add_stmt(f->body, s);
  Constant* big = b.int_const(~u128(0));
  b.add_stmt(f->body, b.expr_stmt(b.const_expr(big)));
  b.close_body();
  std::string out = dump_routine_il(b.il, f);
  EXPECT_EQ(out.rfind("\nroutine-scope IL of #1 \"f\":\n#2 scope\n", 0), 0u) << out;
  EXPECT_NE(out.find("  fvalue: -2.5\n"), std::string::npos) << out;
  EXPECT_NE(out.find("  ivalue: 340282366920938463463374607431768211455\n"), std::string::npos)
      << out;
  EXPECT_NE(out.find("  type: double\n"), std::string::npos) << out;
}

TEST(IlDisplay, CTypeNames) {
  IlBuilder b;
  QualType i = QualType::of(b.t_int);
  QualType pc = QualType::of(b.pointer_to(QualType::of(b.t_char)));
  EXPECT_EQ(type_to_string(QualType::of(b.pointer_to(QualType::of(b.function(i, {i, pc}, true))))),
            "int (*)(int, char *, ...)");
  EXPECT_EQ(type_to_string(QualType::of(b.pointer_to(QualType::of(b.array_of(i, 3))))),
            "int (*)[3]");
  EXPECT_EQ(type_to_string(QualType::of(b.array_of(QualType::of(b.pointer_to(i)), 3))), "int *[3]");
  EXPECT_EQ(type_to_string(
                QualType::of(b.pointer_to(QualType::of(
                                 b.pointer_to(QualType::of(b.t_char, Qual::Const)), Qual::Const)),
                             Qual::Volatile)),
            "const char *const *volatile");
  EXPECT_EQ(type_to_string(QualType::of(b.function(i, {}, true))), "int (...)");
  Type* knr = b.function(i, {});
  knr->routine->rflags = 0; // not prototyped: int f()
  EXPECT_EQ(type_to_string(QualType::of(knr)), "int ()");
  EXPECT_EQ(type_to_string(QualType::of(b.record(TypeKind::Struct, "point"), Qual::Const)),
            "const struct point");
  EXPECT_EQ(type_to_string(QualType::of(b.record(TypeKind::Union, nullptr))), "union <anonymous>");
  EXPECT_EQ(type_to_string(QualType::of(b.typedef_of("size_t", QualType::of(b.t_long)))), "size_t");
  Type* unknown = b.array_of(i, 0);
  unknown->tflags |= TypeFlag::ArrayUnknownBound;
  EXPECT_EQ(type_to_string(QualType::of(unknown)), "int []");
  // A function returning a pointer to an array: int (*f(void))[3]
  EXPECT_EQ(type_to_string(QualType::of(
                b.function(QualType::of(b.pointer_to(QualType::of(b.array_of(i, 3)))), {}))),
            "int (*(void))[3]");
}

} // namespace
