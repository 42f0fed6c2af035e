// Tests of structural comparison: every constant kind, expressions and types.
#include "il/compare.h"
#include "il/walk.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

struct Cmp : IlBuilder {
  Constant* make(ConstantKind k, Type* t = nullptr) {
    Constant* c = il.alloc_constant(k, il.current_region());
    c->type = QualType::of(t ? t : t_int);
    return c;
  }
};

TEST(IlCompare, IdentityAndKinds) {
  Cmp b;
  Constant* a = b.int_const(5);
  EXPECT_TRUE(compare_constants(a, a));
  EXPECT_FALSE(compare_constants(a, nullptr));
  EXPECT_TRUE(compare_constants(nullptr, nullptr));
  Constant* f = b.make(ConstantKind::Float, b.t_int);
  EXPECT_FALSE(compare_constants(a, f)); // kinds differ
  EXPECT_EQ(compare_depth(), 0u);
}

TEST(IlCompare, Integer) {
  Cmp b;
  EXPECT_TRUE(compare_constants(b.int_const(5), b.int_const(5)));
  EXPECT_FALSE(compare_constants(b.int_const(5), b.int_const(6)));
  EXPECT_FALSE(compare_constants(b.int_const(5), b.int_const(5, b.t_long))); // types differ
  // A structurally equal type entry, and a typedef of int, are the same type.
  Type* int2 = b.integer(IntKind::Int, 4);
  EXPECT_TRUE(compare_constants(b.int_const(5), b.int_const(5, int2)));
  Type* myint = b.typedef_of("myint", QualType::of(b.t_int));
  EXPECT_TRUE(compare_constants(b.int_const(5), b.int_const(5, myint)));
  EXPECT_FALSE(compare_constants(b.int_const(5), b.int_const(5, int2), CompareFlag::Strict));
  Type* uint = b.integer(IntKind::UInt, 4);
  EXPECT_FALSE(compare_constants(b.int_const(5), b.int_const(5, uint)));
}

TEST(IlCompare, FloatIsBitwise) {
  Cmp b;
  EXPECT_TRUE(compare_constants(b.float_const(1.5L), b.float_const(1.5L)));
  EXPECT_FALSE(compare_constants(b.float_const(1.5L), b.float_const(2.5L)));
  EXPECT_FALSE(compare_constants(b.float_const(0.0L), b.float_const(-0.0L)));
  long double nan1 = std::numeric_limits<long double>::quiet_NaN();
  EXPECT_TRUE(
      compare_constants(b.float_const(nan1), b.float_const(nan1))); // NaN != NaN, but the same bits
  long double nan2 = nan1;
  unsigned char bytes[sizeof(long double)];
  std::memcpy(bytes, &nan2, sizeof bytes);
  bytes[0] ^= 1; // another payload
  std::memcpy(&nan2, bytes, sizeof bytes);
  ASSERT_TRUE(std::isnan(nan2));
  EXPECT_FALSE(compare_constants(b.float_const(nan1), b.float_const(nan2)));
  // Padding bytes after the 10 value bytes do not count.
  Constant* x = b.float_const(3.25L);
  Constant* y = b.float_const(3.25L);
  reinterpret_cast<unsigned char*>(&y->fvalue)[12] = 0xAB;
  EXPECT_TRUE(compare_constants(x, y));
  EXPECT_FALSE(compare_constants(b.float_const(1.5L, b.t_double),
                                 b.float_const(1.5L, b.floating(FloatKind::Float, 4))));
}

TEST(IlCompare, Complex) {
  Cmp b;
  auto cx = [&](long double re, long double im) {
    Constant* c = b.make(ConstantKind::Complex, b.t_double);
    c->creal = re;
    c->cimag = im;
    return c;
  };
  EXPECT_TRUE(compare_constants(cx(1, 2), cx(1, 2)));
  EXPECT_FALSE(compare_constants(cx(1, 2), cx(1, 3)));
  EXPECT_FALSE(compare_constants(cx(1, 2), cx(0, 2)));
}

TEST(IlCompare, String) {
  Cmp b;
  Type* arr = b.array_of(QualType::of(b.t_char), 5);
  EXPECT_TRUE(compare_constants(b.string_const("ab\0c", 5, arr), b.string_const("ab\0c", 5, arr)));
  EXPECT_FALSE(compare_constants(b.string_const("ab\0c", 5, arr),
                                 b.string_const("ab\0d", 5, arr))); // after the NUL
  EXPECT_FALSE(compare_constants(b.string_const("abc", 4, arr),
                                 b.string_const("abc", 4, b.array_of(QualType::of(b.t_char), 4))));
  Constant* wide = b.string_const("ab\0c", 5, arr, 2);
  EXPECT_FALSE(compare_constants(b.string_const("ab\0c", 5, arr), wide)); // char size
  Constant* shorter = b.string_const("ab\0c", 5, arr);
  shorter->length = 4;
  EXPECT_FALSE(compare_constants(b.string_const("ab\0c", 5, arr), shorter));
}

TEST(IlCompare, Address) {
  Cmp b;
  Type* pint = b.pointer_to(QualType::of(b.t_int));
  Variable* v = b.global("v", QualType::of(b.t_int));
  Variable* w = b.global("w", QualType::of(b.t_int));
  auto addr = [&](Variable* var, i64 off) {
    Constant* c = b.make(ConstantKind::Address, pint);
    c->addr_var = var;
    c->addr_offset = off;
    return c;
  };
  EXPECT_TRUE(compare_constants(addr(v, 4), addr(v, 4)));
  EXPECT_FALSE(compare_constants(addr(v, 4), addr(w, 4)));
  EXPECT_FALSE(compare_constants(addr(v, 4), addr(v, 8)));
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  Constant* fa = b.make(ConstantKind::Address, pint);
  fa->addr_routine = f;
  EXPECT_FALSE(compare_constants(addr(v, 0), fa));
  // String addresses compare their strings structurally.
  Type* arr = b.array_of(QualType::of(b.t_char), 3);
  auto saddr = [&](const char* s) {
    Constant* c = b.make(ConstantKind::Address, pint);
    c->addr_string = b.string_const(s, 3, arr);
    return c;
  };
  EXPECT_TRUE(compare_constants(saddr("hi"), saddr("hi")));
  EXPECT_FALSE(compare_constants(saddr("hi"), saddr("ho")));
}

TEST(IlCompare, LabelDifference) {
  Cmp b;
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  b.open_body(f);
  Label* l1 = b.il.alloc_label();
  Label* l2 = b.il.alloc_label();
  auto diff = [&](Label* x, Label* y, i64 off) {
    Constant* c = b.make(ConstantKind::LabelDifference);
    c->diff_a = x;
    c->diff_b = y;
    c->diff_offset = off;
    return c;
  };
  EXPECT_TRUE(compare_constants(diff(l1, l2, 0), diff(l1, l2, 0)));
  EXPECT_FALSE(compare_constants(diff(l1, l2, 0), diff(l2, l1, 0)));
  EXPECT_FALSE(compare_constants(diff(l1, l2, 0), diff(l1, l2, 1)));
}

TEST(IlCompare, AggregateDesignatorAndRepeat) {
  Cmp b;
  Type* arr = b.array_of(QualType::of(b.t_int), 3);
  auto agg = [&](std::initializer_list<int> values) {
    std::vector<Constant*> ds;
    u64 off = 0;
    for (int v : values)
      ds.push_back(b.designator(off += 4, b.int_const(u128(v))));
    Constant* a = b.aggregate(arr, {});
    Constant** link = &a->elements;
    for (Constant* d : ds)
      *link = d, link = &d->next;
    return a;
  };
  EXPECT_TRUE(compare_constants(agg({1, 2, 3}), agg({1, 2, 3})));
  EXPECT_FALSE(compare_constants(agg({1, 2, 3}), agg({1, 2, 4})));
  EXPECT_FALSE(compare_constants(agg({1, 2, 3}), agg({1, 2}))); // lengths differ
  EXPECT_FALSE(compare_constants(agg({1, 2}), agg({1, 2, 3})));
  EXPECT_TRUE(compare_constants(agg({}), agg({})));

  Constant* d1 = b.designator(8, b.int_const(1));
  Constant* d2 = b.designator(8, b.int_const(1));
  EXPECT_TRUE(compare_constants(d1, d2));
  d2->bit_width = 3;
  EXPECT_FALSE(compare_constants(d1, d2));
  EXPECT_FALSE(
      compare_constants(b.designator(8, b.int_const(1)), b.designator(16, b.int_const(1))));

  auto rep = [&](int v, u64 n) {
    Constant* c = b.make(ConstantKind::InitRepeat, arr);
    c->repeat_value = b.int_const(u128(v));
    c->repeat_count = n;
    return c;
  };
  EXPECT_TRUE(compare_constants(rep(0, 100), rep(0, 100)));
  EXPECT_FALSE(compare_constants(rep(0, 100), rep(0, 99)));
  EXPECT_FALSE(compare_constants(rep(0, 100), rep(1, 100)));
}

TEST(IlCompare, ErrorConstants) {
  Cmp b;
  EXPECT_TRUE(compare_constants(b.make(ConstantKind::Error), b.make(ConstantKind::Error)));
  EXPECT_FALSE(
      compare_constants(b.make(ConstantKind::Error), b.make(ConstantKind::Error, b.t_long)));
}

TEST(IlCompare, DeepChainsLoopInsteadOfRecursing) {
  Cmp b;
  constexpr int kDepth = 200000;
  auto chain = [&](int leaf) {
    Constant* c = b.int_const(u128(leaf));
    for (int i = 0; i < kDepth; ++i)
      c = b.designator(0, c);
    return c;
  };
  EXPECT_TRUE(compare_constants(chain(1), chain(1)));
  EXPECT_FALSE(compare_constants(chain(1), chain(2)));
  QualType p = QualType::of(b.t_int), q = QualType::of(b.integer(IntKind::Int, 4));
  for (int i = 0; i < kDepth; ++i)
    p = QualType::of(b.pointer_to(p)), q = QualType::of(b.pointer_to(q));
  EXPECT_TRUE(equiv_types(p, q));
  EXPECT_FALSE(equiv_types(p, q.with(Qual::Const)));
}

TEST(IlCompare, Expressions) {
  Cmp b;
  Variable* x = b.global("x", QualType::of(b.t_int));
  Variable* y = b.global("y", QualType::of(b.t_int));
  QualType i = QualType::of(b.t_int);
  auto sum = [&](Variable* v, int k) {
    return b.op(Operator::Add, i, {b.var_expr(v), b.const_expr(b.int_const(u128(k)))});
  };
  EXPECT_TRUE(compare_expressions(sum(x, 1), sum(x, 1)));
  EXPECT_FALSE(compare_expressions(sum(x, 1), sum(y, 1))); // references by identity
  EXPECT_FALSE(compare_expressions(sum(x, 1), sum(x, 2)));
  Expr* sub = b.op(Operator::Sub, i, {b.var_expr(x), b.const_expr(b.int_const(1))});
  EXPECT_FALSE(compare_expressions(sum(x, 1), sub));
  Expr* paren = sum(x, 1);
  paren->eflags |= ExprFlag::Parenthesized;
  EXPECT_TRUE(compare_expressions(sum(x, 1), paren)); // spelling, not meaning
  Expr* located = sum(x, 1);
  located->loc = 1234; // where it was written does not count
  EXPECT_TRUE(compare_expressions(sum(x, 1), located));
  Expr* lv = sum(x, 1);
  lv->eflags |= ExprFlag::Lvalue;
  EXPECT_FALSE(compare_expressions(sum(x, 1), lv));
  Expr* longer = b.op(Operator::Add, i,
                      {b.var_expr(x), b.const_expr(b.int_const(1)), b.const_expr(b.int_const(1))});
  EXPECT_FALSE(compare_expressions(sum(x, 1), longer));
  Expr* err1 = b.il.alloc_expr(ExprKind::Error);
  Expr* err2 = b.il.alloc_expr(ExprKind::Error);
  EXPECT_FALSE(compare_expressions(err1, err2)); // error nodes are never equal...
  EXPECT_TRUE(compare_expressions(err1, err1));  // ...except to themselves
  // Two compound literals are two objects.
  auto literal = [&] {
    Expr* e = b.il.alloc_expr(ExprKind::CompoundLiteral);
    e->literal = b.global("lit", i);
    e->type = i;
    return e;
  };
  EXPECT_FALSE(compare_expressions(literal(), literal()));
}

TEST(IlCompare, Types) {
  Cmp b;
  QualType i = QualType::of(b.t_int);
  Type* f1 = b.function(i, {i, QualType::of(b.t_char)}, false, {"a", "b"});
  Type* f2 = b.function(i, {i, QualType::of(b.t_char)}, false, {"x", "y"});
  EXPECT_TRUE(equiv_types(QualType::of(f1), QualType::of(f2))); // parameter names do not count
  EXPECT_FALSE(equiv_types(QualType::of(f1), QualType::of(b.function(i, {i, i}))));
  EXPECT_FALSE(equiv_types(QualType::of(f1),
                           QualType::of(b.function(i, {i, QualType::of(b.t_char)}, true))));
  EXPECT_FALSE(equiv_types(QualType::of(f1), QualType::of(b.function(i, {i}))));
  Type* s1 = b.record(TypeKind::Struct, "s");
  Type* s2 = b.record(TypeKind::Struct, "s");
  EXPECT_TRUE(equiv_types(QualType::of(s1), QualType::of(s1)));
  EXPECT_FALSE(equiv_types(QualType::of(s1), QualType::of(s2))); // records by identity
  // A copy for an attribute (TypeTable::with_align) shares the record: equivalent when laid
  // out and aliased alike, as sema's compatible() finds it compatible.
  Type* s1_copy = b.copy_type(s1);
  EXPECT_TRUE(equiv_types(QualType::of(s1), QualType::of(s1_copy)));
  s1_copy->align = s1->align + 8;
  EXPECT_FALSE(equiv_types(QualType::of(s1), QualType::of(s1_copy)));
  s1_copy->align = s1->align;
  s1_copy->tflags |= TypeFlag::MayAlias;
  EXPECT_FALSE(equiv_types(QualType::of(s1), QualType::of(s1_copy)));
  EXPECT_FALSE(equiv_types(i, i.with(Qual::Const)));
  Type* cint = b.typedef_of("cint", i.with(Qual::Const));
  EXPECT_TRUE(equiv_types(QualType::of(cint), i.with(Qual::Const)));
  EXPECT_TRUE(
      equiv_types(QualType::of(cint).with(Qual::Volatile), i.with(Qual::Const | Qual::Volatile)));
  EXPECT_TRUE(equiv_types(QualType::of(b.array_of(i, 4)), QualType::of(b.array_of(i, 4))));
  EXPECT_FALSE(equiv_types(QualType::of(b.array_of(i, 4)), QualType::of(b.array_of(i, 5))));
  EXPECT_TRUE(equiv_types(QualType::of(b.pointer_to(QualType::of(b.t_char))),
                          QualType::of(b.pointer_to(QualType::of(b.t_char)))));
}

TEST(IlCompare, IndentedTraceFollowsDepth) {
  Cmp b;
  std::string out;
  set_il_trace({4, &out, nullptr});
  // Distinct but equal int types: the designators' type pair is compared recursively
  // (depth 2) when the value pair comes; the value pair is compared by looping (depth 1).
  Type* int2 = b.integer(IntKind::Int, 4);
  Type* int3 = b.integer(IntKind::Int, 4);
  EXPECT_TRUE(compare_constants(b.designator(0, b.int_const(1, int2)),
                                b.designator(0, b.int_const(1, int3))));
  set_il_trace({});
  EXPECT_NE(out.find("  compare constant\n"), std::string::npos) << out;
  EXPECT_NE(out.find("    equiv_types: Integer\n"), std::string::npos) << out;
}

} // namespace
