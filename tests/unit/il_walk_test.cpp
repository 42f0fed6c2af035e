// Tests of the generic IL walker: order, callbacks, nesting, the visited check, scopes.
#include "il/display.h"
#include "il/walk.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

// A label for an entry: its display name, then its name or C type.
std::string label(void* e, EntryKind k) {
  std::string s = schema(k).display;
  if (k == EntryKind::Type) return s + " " + type_to_string(QualType::of(static_cast<Type*>(e)));
  if (k == EntryKind::Variable) return s + " " + std::string(static_cast<Variable*>(e)->name.str());
  if (k == EntryKind::Routine) return s + " " + std::string(static_cast<Routine*>(e)->name.str());
  if (k == EntryKind::Expr) return s + " " + enum_name(static_cast<Expr*>(e)->kind);
  return s;
}

struct Recorder {
  std::vector<std::string> entries;
  std::vector<std::string> strings;
  std::map<void*, int> visits; // test-only: never reaches output order
  static void entry(void* ctx, void* e, EntryKind k) {
    auto* r = static_cast<Recorder*>(ctx);
    r->entries.push_back(label(e, k));
    ++r->visits[e];
  }
  static void string(void* ctx, const char* s, StringKind k, u64 length) {
    static_cast<Recorder*>(ctx)->strings.push_back(
        std::string(string_kind_name(k)) + ":" +
        std::string(s, length - (k == StringKind::StringText ? 0 : 1)) + ":" +
        std::to_string(length));
  }
  WalkCallbacks callbacks() {
    WalkCallbacks cb;
    cb.entry = entry;
    cb.string = string;
    cb.ctx = this;
    return cb;
  }
};

// int x = 1; int f(int n);  plus the builder's unused char, long, double types.
struct SmallTu : IlBuilder {
  Variable* x = global("x", QualType::of(t_int));
  Constant* one = int_const(1);
  Type* fn = function(QualType::of(t_int), {QualType::of(t_int)}, false, {"n"});
  Routine* f = routine("f", fn, Linkage::External, 0);
  SmallTu() { x->const_init = one; }
};

TEST(IlWalk, FileScopeOrderAndStrings) {
  SmallTu tu;
  Recorder r;
  walk_file_scope_il(tu.il, r.callbacks());
  std::vector<std::string> expected = {
      // phase 1: the file scope and what it owns, depth first in field order
      "scope", "variable x", "type int", "constant", "routine f", "type int (int)",
      "routine type supplement", "param type",
      // phase 5: per-kind lists; only entries not yet visited appear
      "type char", "type long", "type double"};
  EXPECT_EQ(r.entries, expected);
  std::vector<std::string> strings = {"id name:x:2", "id name:f:2", "id name:n:2"};
  EXPECT_EQ(r.strings, strings);
  for (auto& [e, n] : r.visits)
    EXPECT_EQ(n, 1) << "visited twice";
}

TEST(IlWalk, DefaultVisitedCheckAcrossRepeatedWalks) {
  SmallTu tu;
  Recorder first, second, checked, third;
  u8 parity = tu.il.walk_parity(Il::kFileScopeRegion);
  walk_file_scope_il(tu.il, first.callbacks());
  EXPECT_NE(tu.il.walk_parity(Il::kFileScopeRegion), parity);
  walk_file_scope_il(tu.il, second.callbacks());
  EXPECT_EQ(first.entries, second.entries);
  // A walk with its own check neither flips the parity nor stamps entries.
  WalkCallbacks cb = checked.callbacks();
  cb.pre_walk_check = [](void* ctx, void* e, EntryKind) {
    return static_cast<Recorder*>(ctx)->visits.count(e) ? 1 : 0;
  };
  u8 before = tu.il.walk_parity(Il::kFileScopeRegion);
  walk_file_scope_il(tu.il, cb);
  EXPECT_EQ(tu.il.walk_parity(Il::kFileScopeRegion), before);
  EXPECT_EQ(checked.entries, first.entries);
  // An entry allocated between walks is visited by the next one.
  tu.pointer_to(QualType::of(tu.t_char));
  walk_file_scope_il(tu.il, third.callbacks());
  ASSERT_EQ(third.entries.size(), first.entries.size() + 1);
  EXPECT_EQ(third.entries.back(), "type char *");
  for (auto& [e, n] : third.visits)
    EXPECT_EQ(n, 1);
}

TEST(IlWalk, FreeListEntriesAreNotWalked) {
  SmallTu tu;
  Constant* spare = tu.il.alloc_local_constant(ConstantKind::Integer);
  tu.il.free_local_constant(spare);
  Recorder r;
  walk_file_scope_il(tu.il, r.callbacks());
  EXPECT_EQ(r.visits.count(spare), 0u);
}

struct Nesting {
  Il* il;
  Recorder outer;
  int nested_entries = 0;
  bool restored = false;
};

TEST(IlWalk, NestedWalksSaveAndRestoreTheState) {
  SmallTu tu;
  Nesting n{&tu.il, {}, 0, false};
  WalkCallbacks cb;
  cb.ctx = &n;
  cb.entry = [](void* ctx, void* e, EntryKind k) {
    Nesting& n = *static_cast<Nesting*>(ctx);
    Recorder::entry(&n.outer, e, k);
    if (k != EntryKind::Variable) return;
    // A nested walk of the same region with other callbacks and its own visited check.
    WalkCallbacks inner;
    std::map<void*, bool> seen;
    struct Inner {
      Nesting* n;
      std::map<void*, bool>* seen;
    } in{&n, &seen};
    inner.ctx = &in;
    inner.pre_walk_check = [](void* ctx, void* e, EntryKind) {
      auto* in = static_cast<Inner*>(ctx);
      if ((*in->seen)[e]) return 1;
      (*in->seen)[e] = true;
      return 0;
    };
    inner.entry = [](void* ctx, void*, EntryKind) {
      auto* in = static_cast<Inner*>(ctx);
      ++in->n->nested_entries;
      EXPECT_EQ(current_walk().cb.ctx, ctx);
    };
    walk_file_scope_il(*n.il, inner);
    n.restored = current_walk().cb.ctx == &n && current_walk().scope == WalkScope::File &&
                 current_walk().default_check;
  };
  walk_file_scope_il(tu.il, cb);
  EXPECT_TRUE(n.restored);
  EXPECT_EQ(n.nested_entries, 11);
  Recorder plain;
  walk_file_scope_il(tu.il, plain.callbacks());
  EXPECT_EQ(n.outer.entries, plain.entries);
  EXPECT_EQ(current_walk().scope, WalkScope::None);
}

TEST(IlWalkDeathTest, NestedDefaultWalksOfOneRegionAreRejected) {
  SmallTu tu;
  WalkCallbacks cb;
  cb.ctx = &tu.il;
  cb.entry = [](void* ctx, void*, EntryKind) {
    walk_file_scope_il(*static_cast<Il*>(ctx), WalkCallbacks{});
  };
  EXPECT_DEATH(walk_file_scope_il(tu.il, cb), "inner walk needs a pre_walk_check");
}

// int x = 1; int f(int n) { int a; int b; a = x + 1; }
struct WithBody : SmallTu {
  Variable* a;
  Variable* b;
  Expr* sum;
  WithBody() {
    f->rflags |= RoutineFlag::Defined;
    open_body(f);
    a = local(f, "a", QualType::of(t_int));
    b = local(f, "b", QualType::of(t_int));
    sum = op(Operator::Add, QualType::of(t_int), {var_expr(x), const_expr(int_const(1))});
    add_stmt(f->body, expr_stmt(op(Operator::Assign, QualType::of(t_int), {var_expr(a), sum})));
    close_body();
  }
};

TEST(IlWalk, RoutineScopeWalkStaysInTheBodyRegion) {
  WithBody tu;
  Recorder r;
  walk_routine_scope_il(tu.il, tu.f, r.callbacks());
  std::vector<std::string> expected = {"scope",
                                       "variable a",
                                       "variable b",
                                       "statement",
                                       "block supplement",
                                       "statement",
                                       "expr node Operation",
                                       "expr node Variable",
                                       "expr node Operation",
                                       "expr node Variable",
                                       "expr node Constant",
                                       "constant"};
  EXPECT_EQ(r.entries, expected);
  // The file-scope walk does not enter the body.
  Recorder fs;
  walk_file_scope_il(tu.il, fs.callbacks());
  EXPECT_EQ(fs.visits.count(tu.f->body), 0u);
  EXPECT_EQ(fs.visits.count(tu.a), 0u);
  // Repeated routine walks see everything again.
  Recorder again;
  walk_routine_scope_il(tu.il, tu.f, again.callbacks());
  EXPECT_EQ(again.entries, expected);
}

TEST(IlWalk, PreWalkCheckSeesCrossScopeEntriesFirst) {
  WithBody tu;
  std::vector<std::string> seen;
  WalkCallbacks cb;
  cb.ctx = &seen;
  cb.mode = WalkMode::FollowRefs;
  cb.pre_walk_check = [](void* ctx, void* e, EntryKind k) {
    static_cast<std::vector<std::string>*>(ctx)->push_back(label(e, k));
    return 0;
  };
  walk_routine_scope_il(tu.il, tu.f, cb);
  // The global x is reported (a Ref followed) but not entered: its type and initializer
  // are not reported through it.
  int x_count = 0, one_count = 0;
  for (auto& s : seen)
    x_count += s == "variable x";
  EXPECT_EQ(x_count, 1);
  for (auto& s : seen)
    one_count += s == "routine f"; // scope_routine Ref, not entered
  EXPECT_EQ(one_count, 1);
}

TEST(IlWalk, FollowRefsModeWalksIntoReferencedEntities) {
  WithBody tu;
  for (u32 mode : {0u, u32(WalkMode::FollowRefs)}) {
    std::map<void*, bool> seen;
    WalkCallbacks cb;
    cb.ctx = &seen;
    cb.mode = mode;
    cb.pre_walk_check = [](void* ctx, void* e, EntryKind) {
      auto& m = *static_cast<std::map<void*, bool>*>(ctx);
      if (m[e]) return 1;
      m[e] = true;
      return 0;
    };
    walk_entry_and_subtree(tu.il, tu.sum, EntryKind::Expr, cb, WalkScope::Any);
    EXPECT_EQ(seen.count(tu.x) != 0, mode != 0);
    EXPECT_EQ(seen.count(tu.one) != 0, mode != 0); // x's initializer, reached through x
    EXPECT_TRUE(seen.count(tu.t_int));
  }
}

TEST(IlWalk, StringKindsAndLengths) {
  IlBuilder b;
  Constant* s = b.string_const("a\0b", 4);
  b.global("s", s->type)->const_init = s;
  AsmEntry* asm_entry = b.il.alloc_file_scope<AsmEntry>();
  asm_entry->text = b.il.copy_string(Il::kFileScopeRegion, "nop");
  Recorder r;
  walk_file_scope_il(b.il, r.callbacks());
  std::vector<std::string> expected = {"id name:s:2", std::string("string text:a\0b\0:4", 18),
                                       "other text:nop:4"};
  EXPECT_EQ(r.strings, expected);
}

TEST(IlWalk, EntryReplaceStoresBackAndFilterSkips) {
  WithBody tu;
  Constant* two = tu.int_const(2, nullptr, Il::kFileScopeRegion);
  struct Ctx {
    Constant* from;
    Constant* to;
    Variable* drop;
  } ctx{tu.one, two, tu.b};
  WalkCallbacks cb;
  cb.ctx = &ctx;
  cb.entry_replace = [](void* c, void* e, EntryKind) -> void* {
    auto* x = static_cast<Ctx*>(c);
    return e == x->from ? x->to : e;
  };
  walk_file_scope_il(tu.il, cb);
  EXPECT_EQ(tu.x->const_init, two);

  Recorder r;
  WalkCallbacks fcb = r.callbacks();
  fcb.entry_filter = [](void*, void* e, EntryKind k) -> void* {
    return k == EntryKind::Variable && static_cast<Variable*>(e)->name == Symbol::intern("b")
               ? nullptr
               : e;
  };
  walk_routine_scope_il(tu.il, tu.f, fcb);
  EXPECT_EQ(r.visits.count(tu.b), 0u);
  EXPECT_EQ(r.visits.count(tu.a), 1u);
  EXPECT_EQ(tu.f->scope->variables->next, tu.b); // the list is not changed

  // entry_replace returning null unlinks a list element (and only that one).
  tu.il.set_current_region(tu.f->region);
  Variable* c = tu.local(tu.f, "c", QualType::of(tu.t_int));
  tu.close_body();
  WalkCallbacks rcb;
  rcb.ctx = tu.b;
  rcb.entry_replace = [](void* ctx, void* e, EntryKind) -> void* { return e == ctx ? nullptr : e; };
  walk_routine_scope_il(tu.il, tu.f, rcb);
  EXPECT_EQ(tu.f->scope->variables, tu.a);
  EXPECT_EQ(tu.a->next, c);
}

TEST(IlWalk, TraceAtVerbosityFive) {
  SmallTu tu;
  std::string out;
  set_il_trace({5, &out, nullptr});
  walk_file_scope_il(tu.il, WalkCallbacks{});
  set_il_trace({});
  EXPECT_EQ(out.rfind("walk_file_scope_il\nWalking IL tree, entry kind = scope\n", 0), 0u) << out;
  EXPECT_NE(out.find("Walking IL tree, string entry kind = id name\n"), std::string::npos);
  std::string quiet;
  set_il_trace({4, &quiet, nullptr});
  walk_file_scope_il(tu.il, WalkCallbacks{});
  set_il_trace({});
  EXPECT_EQ(quiet.find("Walking IL tree"), std::string::npos);
}

TEST(IlWalk, DeepChainsAndLongListsDoNotRecurse) {
  IlBuilder b;
  constexpr int kDepth = 200000;
  QualType t = QualType::of(b.t_int);
  for (int i = 0; i < kDepth; ++i)
    t = QualType::of(b.pointer_to(t));
  b.global("deep", t); // phase 1 enters the outermost pointer first: a chain of kDepth
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  b.open_body(f);
  Statement** link = &f->body->block->statements;
  for (int i = 0; i < kDepth; ++i) {
    *link = b.expr_stmt(b.const_expr(b.int_const(u128(i))));
    link = &(*link)->next;
  }
  b.close_body();
  size_t n = 0;
  WalkCallbacks cb;
  cb.ctx = &n;
  cb.entry = [](void* ctx, void*, EntryKind) { ++*static_cast<size_t*>(ctx); };
  walk_file_scope_il(b.il, cb);
  EXPECT_GT(n, size_t(kDepth));
  n = 0;
  walk_routine_scope_il(b.il, f, cb);
  EXPECT_EQ(n,
            size_t(3) + size_t(kDepth) * 3); // scope, block, supplement; stmt, expr, constant each
}

} // namespace
