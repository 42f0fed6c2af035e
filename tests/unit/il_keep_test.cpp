// Tests of keep-in-IL marking: roots, reachability through references and into bodies.
#include "il/keep.h"
#include "il_test_support.h"
#include "support/diagnostics.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

// int counter = 1;  static int hidden;  static int unused_var;  struct S *sp_unused;
// static inline int g(void) { return hidden; }   static inline int h(void) { return 0; }
// inline int i(void) { return 1; }           int f(void) { return g(); }
// static void used(void) __attribute__((used)) {}   static void ctor(void)
// __attribute__((constructor)) {} static inline int aliased(void) { return 2; }  int alias_fn(void)
// __attribute__((alias("aliased")));
struct Tu : IlBuilder {
  QualType i_ = QualType::of(t_int);
  Type* fn = function(i_, {});
  Type* ret_type = integer(IntKind::Short, 2); // only h's body mentions it
  Variable* counter = global("counter", i_);
  Variable* hidden = global("hidden", i_, Linkage::Internal);
  Variable* unused_var = global("unused_var", i_, Linkage::Internal);
  static constexpr u32 kStaticInline = RoutineFlag::Defined | RoutineFlag::Inline;
  Routine* g = routine("g", fn, Linkage::Internal, kStaticInline);
  Routine* h = routine("h", fn, Linkage::Internal, kStaticInline);
  Routine* inl = routine("i", fn, Linkage::External, RoutineFlag::Defined | RoutineFlag::Inline);
  Routine* f = routine("f", fn);
  Routine* used =
      routine("used", fn, Linkage::Internal, RoutineFlag::Defined | RoutineFlag::ExplicitUsed);
  Routine* ctor =
      routine("ctor", fn, Linkage::Internal, RoutineFlag::Defined | RoutineFlag::Constructor);
  Routine* aliased = routine("aliased", fn, Linkage::Internal, kStaticInline);
  Routine* alias_fn = routine("alias_fn", fn);
  Expr* f_call = nullptr;
  Expr* h_ret = nullptr;

  Tu() {
    counter->const_init = int_const(1);
    alias_fn->alias_target = Symbol::intern("aliased");
    body(g, [&] { return var_expr(hidden); });
    body(h, [&] {
      h_ret = const_expr(int_const(0));
      h_ret->type = QualType::of(ret_type);
      return h_ret;
    });
    body(inl, [&] { return const_expr(int_const(1)); });
    body(f, [&] { return f_call = op(Operator::Call, i_, {routine_expr(g)}); });
    body(used, [] { return static_cast<Expr*>(nullptr); });
    body(ctor, [] { return static_cast<Expr*>(nullptr); });
    body(aliased, [&] { return const_expr(int_const(2)); });
  }
  // r's body: `return value;` (or empty), built in r's region.
  template <class F> void body(Routine* r, F value) {
    open_body(r);
    if (Expr* v = value()) {
      Statement* ret = il.alloc_statement(StatementKind::Return);
      ret->ret_value = v;
      add_stmt(r->body, ret);
    }
    close_body();
  }
};

TEST(IlKeep, Roots) {
  Tu tu;
  EXPECT_TRUE(is_keep_in_il_root(tu.f));
  EXPECT_FALSE(is_keep_in_il_root(tu.g)); // static inline: waits for a reference
  tu.g->rflags &= ~RoutineFlag::Inline;
  EXPECT_TRUE(is_keep_in_il_root(tu.g)); // a static function is emitted, as gcc -O0 does
  EXPECT_FALSE(is_keep_in_il_root(tu.inl)); // C99 inline-only definition
  tu.inl->rflags |= RoutineFlag::ExternInline;
  EXPECT_TRUE(is_keep_in_il_root(tu.inl));
  EXPECT_TRUE(is_keep_in_il_root(tu.used));
  EXPECT_TRUE(is_keep_in_il_root(tu.ctor));
  tu.f->rflags &= ~RoutineFlag::Defined;
  EXPECT_FALSE(is_keep_in_il_root(tu.f)); // a declaration emits nothing
  EXPECT_TRUE(is_keep_in_il_root(tu.counter));
  EXPECT_FALSE(is_keep_in_il_root(tu.hidden));
  tu.hidden->vflags |= VarFlag::ExplicitUsed;
  EXPECT_TRUE(is_keep_in_il_root(tu.hidden));
}

TEST(IlKeep, MarksWhatRootsReach) {
  Tu tu;
  mark_to_keep_in_il(tu.il);
  for (Routine* r : {tu.f, tu.g, tu.used, tu.ctor, tu.alias_fn, tu.aliased})
    EXPECT_TRUE(keep_in_il(r)) << r->name.str();
  for (Routine* r : {tu.h, tu.inl})
    EXPECT_FALSE(keep_in_il(r)) << r->name.str();
  EXPECT_TRUE(keep_in_il(tu.counter));
  EXPECT_TRUE(keep_in_il(tu.counter->const_init));
  EXPECT_TRUE(keep_in_il(tu.hidden)); // reached from f's body through g's body
  EXPECT_FALSE(keep_in_il(tu.unused_var));
  EXPECT_TRUE(keep_in_il(tu.fn));
  EXPECT_TRUE(keep_in_il(tu.fn->routine));
  EXPECT_TRUE(keep_in_il(tu.t_int));
  EXPECT_FALSE(keep_in_il(tu.ret_type)); // only a pruned body uses it
  // Body entries: f's are kept, h's are not.
  EXPECT_TRUE(keep_in_il(tu.f->body));
  EXPECT_TRUE(keep_in_il(tu.f->scope));
  EXPECT_TRUE(keep_in_il(tu.f_call));
  EXPECT_FALSE(keep_in_il(tu.h->body));
  EXPECT_FALSE(keep_in_il(tu.h_ret));
  EXPECT_FALSE(keep_in_il(tu.il.file_scope)); // nothing refers to the scope itself

  KeepCounts c = keep_in_il_counts(tu.il);
  EXPECT_EQ(c.routines_kept, 6u);
  EXPECT_EQ(c.routines_pruned, 2u);
  EXPECT_EQ(c.variables_kept, 2u);
  EXPECT_EQ(c.variables_pruned, 1u);
  std::string stats = keep_in_il_stats(tu.il);
  EXPECT_NE(stats.find(format("  %-26s %10d\n", "routines pruned", 2)), std::string::npos) << stats;

  // Marking again changes nothing.
  mark_to_keep_in_il(tu.il);
  KeepCounts again = keep_in_il_counts(tu.il);
  EXPECT_EQ(again.routines_kept, 6u);
  EXPECT_EQ(again.variables_kept, 2u);
}

TEST(IlKeep, IncrementalMarkingAsBodiesComplete) {
  IlBuilder b;
  QualType i = QualType::of(b.t_int);
  Type* fn = b.function(i, {});
  Variable* hidden = b.global("hidden", i, Linkage::Internal);
  Routine* g = b.routine("g", fn, Linkage::Internal, RoutineFlag::Inline); // defined later
  Routine* f = b.routine("f", fn);
  b.open_body(f);
  b.add_stmt(f->body, b.expr_stmt(b.op(Operator::Call, i, {b.routine_expr(g)})));
  b.close_body();
  keep_in_il_routine_completed(b.il, f);
  EXPECT_TRUE(keep_in_il(f));
  EXPECT_TRUE(keep_in_il(g)); // referenced, though it has no body yet
  EXPECT_FALSE(keep_in_il(hidden));
  // f has been lowered: its region goes.
  b.il.release_routine_body(f);
  // g is defined now; completing it walks its body because g is already kept.
  g->rflags |= RoutineFlag::Defined;
  b.open_body(g);
  b.add_stmt(g->body, b.expr_stmt(b.var_expr(hidden)));
  b.close_body();
  keep_in_il_routine_completed(b.il, g);
  EXPECT_TRUE(keep_in_il(hidden));
  EXPECT_TRUE(keep_in_il(g->body));
  // An unreferenced static inline function completed later is left alone.
  Routine* h = b.routine("h", fn, Linkage::Internal, RoutineFlag::Defined | RoutineFlag::Inline);
  b.open_body(h);
  b.close_body();
  keep_in_il_routine_completed(b.il, h);
  EXPECT_FALSE(keep_in_il(h));
  // The final pass does not touch released bodies and keeps the counts right.
  mark_to_keep_in_il(b.il);
  KeepCounts c = keep_in_il_counts(b.il);
  EXPECT_EQ(c.routines_kept, 2u);
  EXPECT_EQ(c.routines_pruned, 1u);
}

// A static inline helper completed before its first caller waits; completing the caller
// reports it among the newly marked routines, so the driver can lower it at once.
TEST(IlKeep, CompletingACallerReportsTheWaitingHelper) {
  IlBuilder b;
  QualType i = QualType::of(b.t_int);
  Type* fn = b.function(i, {});
  Routine* helper = b.routine("helper", fn, Linkage::Internal, RoutineFlag::Defined | RoutineFlag::Inline);
  b.open_body(helper);
  b.close_body();
  std::vector<Routine*> marked;
  keep_in_il_routine_completed(b.il, helper, &marked);
  EXPECT_FALSE(keep_in_il(helper));
  EXPECT_TRUE(marked.empty());
  Routine* caller = b.routine("caller", fn);
  b.open_body(caller);
  b.add_stmt(caller->body, b.expr_stmt(b.op(Operator::Call, i, {b.routine_expr(helper)})));
  b.close_body();
  keep_in_il_routine_completed(b.il, caller, &marked);
  EXPECT_TRUE(keep_in_il(helper));
  EXPECT_NE(std::find(marked.begin(), marked.end(), caller), marked.end());
  EXPECT_NE(std::find(marked.begin(), marked.end(), helper), marked.end());
  EXPECT_TRUE(keep_in_il(helper->body)); // its body was walked while still live
}

TEST(IlKeep, MarkOneVariableRoot) {
  IlBuilder b;
  QualType i = QualType::of(b.t_int);
  Variable* target = b.global("target", i, Linkage::Internal);
  Type* pint = b.pointer_to(i);
  Variable* p = b.global("p", QualType::of(pint), Linkage::Internal);
  Constant* addr = b.il.alloc_constant(ConstantKind::Address, Il::kFileScopeRegion);
  addr->type = QualType::of(pint);
  addr->addr_var = target;
  p->const_init = addr;
  keep_in_il_mark(b.il, p);
  EXPECT_TRUE(keep_in_il(p));
  EXPECT_TRUE(keep_in_il(addr));
  EXPECT_TRUE(keep_in_il(target)); // through the address constant's reference
  EXPECT_TRUE(keep_in_il(pint));
}

} // namespace
