// Tests of deep copy with substitution lists and of the walker-driven region copy.
#include "il/compare.h"
#include "il/copy.h"
#include "il/share.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

// int x, y;  int f(int p, int a, int b) { ... }  with f's region current.
struct Fn : IlBuilder {
  QualType i = QualType::of(t_int);
  Variable* x = global("x", i);
  Variable* y = global("y", i);
  Routine* f = routine("f", function(i, {i, i, i}));
  Variable* p;
  Variable* a;
  Variable* b;
  Fn() {
    open_body(f);
    p = local(f, "p", i);
    a = local(f, "a", i);
    b = local(f, "b", i);
  }
  Expr* plus(Expr* l, Expr* r) { return op(Operator::Add, i, {l, r}); }
  Expr* times(Expr* l, Expr* r) { return op(Operator::Mul, i, {l, r}); }
  Expr* num(int v) { return const_expr(int_const(u128(v))); }
};

// Every node of the copy is new: no Expr or Constant of `copy` is one of `orig`'s.
bool disjoint(const Expr* orig, const Expr* copy) {
  if (!orig || !copy) return true;
  if (orig == copy) return false;
  if (orig->kind == ExprKind::Constant && orig->constant == copy->constant &&
      !is_shared_constant(orig->constant))
    return false;
  if (orig->kind == ExprKind::Operation)
    for (const Expr *o = orig->operands, *c = copy->operands; o && c; o = o->next, c = c->next)
      if (!disjoint(o, c)) return false;
  return true;
}

TEST(IlCopy, ExprTreeIsEqualAndDisjoint) {
  Fn t;
  Expr* e = t.plus(t.var_expr(t.x), t.num(1));
  e->next = t.num(99); // a sibling in some list: not part of the tree
  Expr* c = copy_expr_tree(t.il, e);
  EXPECT_TRUE(compare_expressions(e, c));
  EXPECT_TRUE(disjoint(e, c));
  EXPECT_EQ(c->next, nullptr);
  EXPECT_EQ(c->operands->var, t.x); // references are kept
  EXPECT_EQ(c->type, e->type);      // types are kept
  EXPECT_EQ(t.il.region_of(c), t.il.current_region());
}

TEST(IlCopy, EntitySubstitution) {
  Fn t;
  SubstitutionList s;
  s.map_entity(t.x, t.y);
  Expr* c = copy_expr_tree(t.il, t.plus(t.var_expr(t.x), t.var_expr(t.x)), 0, &s);
  EXPECT_TRUE(compare_expressions(c, t.plus(t.var_expr(t.y), t.var_expr(t.y))));
}

TEST(IlCopy, VariableReplacedByConstant) {
  Fn t;
  Constant* seven = alloc_shareable_constant(t.il, t.local_int(7));
  SubstitutionList s;
  s.replace_variable(t.p, seven);
  Expr* orig = t.times(t.var_expr(t.p), t.num(2));
  Expr* c = copy_expr_tree(t.il, orig, 0, &s);
  EXPECT_TRUE(compare_expressions(c, t.times(t.const_expr(seven), t.num(2))));
  EXPECT_EQ(c->operands->constant, seven); // shared constants are referenced
  EXPECT_FALSE(c->operands->eflags & ExprFlag::Lvalue);
  EXPECT_EQ(orig->operands->kind, ExprKind::Variable); // the original is unchanged
  // A non-shared constant is copied for each use.
  Constant* eight = t.int_const(8);
  SubstitutionList s8;
  s8.replace_variable(t.p, eight);
  Expr* c8 = copy_expr_tree(t.il, t.plus(t.var_expr(t.p), t.var_expr(t.p)), 0, &s8);
  EXPECT_NE(c8->operands->constant, eight);
  EXPECT_NE(c8->operands->constant, c8->operands->next->constant);
  EXPECT_TRUE(
      compare_expressions(c8, t.plus(t.const_expr(t.int_const(8)), t.const_expr(t.int_const(8)))));
}

TEST(IlCopy, VariableReplacedByExpression) {
  Fn t;
  SubstitutionList s;
  Expr* arg = t.plus(t.var_expr(t.a), t.var_expr(t.p)); // mentions p itself: not substituted again
  s.replace_variable(t.p, arg);
  Expr* c = copy_expr_tree(t.il, t.times(t.var_expr(t.p), t.var_expr(t.b)), 0, &s);
  Expr* expected = t.times(t.plus(t.var_expr(t.a), t.var_expr(t.p)), t.var_expr(t.b));
  EXPECT_TRUE(compare_expressions(c, expected));
  EXPECT_NE(c->operands, arg); // a copy of the replacement
  EXPECT_EQ(c->operands->next->var, t.b);
}

TEST(IlCopy, LongSubstitutionListsAreHashedFirstWins) {
  Fn t;
  SubstitutionList s;
  std::vector<Variable*> vars;
  for (int k = 0; k < 20; ++k)
    vars.push_back(t.global("v", t.i));
  for (int k = 0; k < 20; ++k)
    s.map_entity(vars[k], vars[(k + 1) % 20]);
  s.map_entity(vars[3], t.x); // a later duplicate: ignored
  ASSERT_NE(s.find(vars[3]), nullptr);
  EXPECT_EQ(s.find(vars[3])->to, vars[4]);
  EXPECT_EQ(s.find(t.x), nullptr);
  Expr* c = copy_expr_tree(t.il, t.var_expr(vars[19]), 0, &s);
  EXPECT_EQ(c->var, vars[0]);
}

TEST(IlCopy, StatementExpressionLocalsAreRemapped) {
  Fn t;
  // ({ int tmp; tmp; })
  Statement* blk = t.il.alloc_statement(StatementKind::Block);
  blk->block->block_scope = t.il.alloc_scope(ScopeKind::Block, nullptr);
  Variable* tmp = t.il.alloc_variable(false);
  tmp->name = Symbol::intern("tmp");
  tmp->type = t.i;
  blk->block->block_scope->variables = tmp;
  Statement* decl = t.il.alloc_statement(StatementKind::Decl);
  decl->decl_var = tmp;
  t.add_stmt(blk, decl);
  t.add_stmt(blk, t.expr_stmt(t.var_expr(tmp)));
  Expr* se = t.il.alloc_expr(ExprKind::StmtExpr);
  se->stmt = blk;
  se->type = t.i;
  Expr* c = copy_expr_tree(t.il, se);
  Variable* tmp2 = c->stmt->block->block_scope->variables;
  ASSERT_NE(tmp2, nullptr);
  EXPECT_NE(tmp2, tmp);
  EXPECT_EQ(tmp2->name, tmp->name);
  Statement* decl2 = c->stmt->block->statements;
  EXPECT_EQ(decl2->decl_var, tmp2);
  EXPECT_EQ(decl2->next->expr->var, tmp2);
  EXPECT_EQ(decl->decl_var, tmp); // the original is unchanged
}

TEST(IlCopy, ConstantToFileScopeCopiesListsAndStrings) {
  Fn t;
  Type* arr = t.array_of(QualType::of(t.t_char), 3);
  Constant* str = t.string_const("ab", 3, arr);
  Constant* agg =
      t.aggregate(t.array_of(t.i, 2), {t.designator(0, t.int_const(1)), t.designator(4, str)});
  Constant* c = copy_constant_full(t.il, agg, Il::kFileScopeRegion);
  EXPECT_TRUE(in_file_scope(c));
  EXPECT_TRUE(compare_constants(agg, c));
  ASSERT_NE(c->elements, nullptr);
  EXPECT_NE(c->elements, agg->elements);
  EXPECT_TRUE(in_file_scope(c->elements->next->value));
  EXPECT_NE(c->elements->next->value->bytes, str->bytes); // the bytes moved too
  EXPECT_EQ(std::memcmp(c->elements->next->value->bytes, "ab", 3), 0);
  EXPECT_EQ(agg->elements->next->value, str); // original links intact
  EXPECT_EQ(c->hash_next, nullptr);
}

TEST(IlCopy, ShareAndReferenceSharedFlags) {
  Fn t;
  Expr* e = t.plus(t.var_expr(t.x), t.num(5));
  Expr* c = copy_expr_tree(t.il, e, CopyFlag::ShareConstants);
  Constant* k = c->operands->next->constant;
  EXPECT_TRUE(is_shared_constant(k));
  EXPECT_EQ(t.il.local_constants_in_use(), 0u);
  Expr* c2 = copy_expr_tree(t.il, c, CopyFlag::ReferenceShared);
  EXPECT_EQ(c2->operands->next->constant, k);
  Expr* c3 = copy_expr_tree(t.il, c);
  EXPECT_NE(c3->operands->next->constant, k);
  EXPECT_FALSE(is_shared_constant(c3->operands->next->constant));
}

TEST(IlCopy, DuplicateConstantToOtherRegion) {
  Fn t;
  Il& il = t.il;
  Constant* s = il.alloc_local_constant(ConstantKind::String);
  s->type = QualType::of(t.array_of(QualType::of(t.t_char), 3));
  s->length = 3;
  s->bytes = il.copy_string_text(il.current_region(), "hi", 3);
  Constant* a = il.alloc_local_constant(ConstantKind::Address);
  a->type = QualType::of(t.pointer_to(QualType::of(t.t_char)));
  a->addr_string = s;
  a->addr_offset = 1;
  EXPECT_EQ(duplicate_constant_to_other_region(il, a, il.current_region()), a); // in place
  size_t avail = il.available_local_constants();
  QualType type = a->type;
  const char* bytes = s->bytes;
  Constant* d = duplicate_constant_to_other_region(il, a, Il::kFileScopeRegion);
  ASSERT_NE(d, a);
  EXPECT_TRUE(in_file_scope(d));
  EXPECT_TRUE(in_file_scope(d->addr_string));
  EXPECT_NE(d->addr_string, s);
  EXPECT_EQ(d->type, type); // types are kept
  EXPECT_EQ(d->addr_offset, 1);
  EXPECT_EQ(std::memcmp(d->addr_string->bytes, "hi", 3), 0);
  EXPECT_NE(d->addr_string->bytes, bytes); // copied into file scope
  EXPECT_FALSE(is_local_constant(d));
  EXPECT_EQ(il.local_constants_in_use(), 0u); // the originals were local: freed
  EXPECT_EQ(il.available_local_constants(), avail + 2);
}

TEST(IlCopy, WalkerDrivenCopyOfAStatementTree) {
  Fn t;
  Il& il = t.il;
  // { p = a + 1; if (b) p = 2; }
  Statement* blk = il.alloc_statement(StatementKind::Block);
  t.add_stmt(blk, t.expr_stmt(t.op(Operator::Assign, t.i,
                                   {t.var_expr(t.p), t.plus(t.var_expr(t.a), t.num(1))})));
  Statement* ifs = il.alloc_statement(StatementKind::If);
  ifs->if_cond = t.var_expr(t.b);
  ifs->if_then = t.expr_stmt(t.op(Operator::Assign, t.i, {t.var_expr(t.p), t.num(2)}));
  t.add_stmt(blk, ifs);
  u32 src = il.current_region();
  u32 dest = il.open_function_region();
  il.set_current_region(src);
  HashMap<uintptr_t, void*> map;
  Statement* c =
      static_cast<Statement*>(copy_subtree_to_region(il, blk, EntryKind::Statement, dest, &map));
  ASSERT_NE(c, blk);
  EXPECT_TRUE(compare_entries(EntryKind::Statement, blk, c));
  // 4 statements, 1 block supplement, 9 expressions, 2 constants.
  EXPECT_EQ(map.size(), 16u);
  EXPECT_EQ(map.find(reinterpret_cast<uintptr_t>(t.p)), nullptr); // referenced locals are kept
  EXPECT_EQ(map.find(reinterpret_cast<uintptr_t>(t.t_int)), nullptr);
  EXPECT_EQ(c->block->statements->next->if_then->expr->operands->var, t.p);
  Statement* then2 = c->block->statements->next->if_then;
  EXPECT_EQ(*map.find(reinterpret_cast<uintptr_t>(ifs->if_then)), then2);
  EXPECT_EQ(c->block->statements->next->next, nullptr);
  EXPECT_EQ(blk->block->statements->next, ifs); // the original is unchanged
}

} // namespace
