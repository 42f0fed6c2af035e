// Tests of IL regions, entry prefixes, kind dispatchers, free lists and the stats table.
#include "il/alloc.h"
#include "il/schema.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

ptrdiff_t distance(const void* a, const void* b) {
  return static_cast<const char*>(b) - static_cast<const char*>(a);
}
size_t round8(size_t n) { return (n + 7) & ~size_t(7); }

TEST(IlAlloc, FileScopePrefixIs24BytesWithNextLinkAndFlags) {
  Il il;
  Type* a = il.alloc_type(TypeKind::Void);
  Type* b = il.alloc_type(TypeKind::Void);
  // [tu copy 8][next 8][flags 8] entry: consecutive entries are size + 24 apart.
  EXPECT_EQ(distance(a, b), ptrdiff_t(round8(sizeof(Type)) + 24));
  EXPECT_EQ(prefix_flags(a), Prefix::Allocated | Prefix::FileScope);
  EXPECT_EQ(*reinterpret_cast<void**>(reinterpret_cast<char*>(b) - 24), nullptr); // tu copy slot
  EXPECT_EQ(prefix_next(a), b);
  EXPECT_EQ(prefix_next(b), nullptr);
  EXPECT_EQ(il.list_head(EntryKind::Type), a);
  EXPECT_EQ(il.list_tail(EntryKind::Type), b);
  EXPECT_TRUE(in_file_scope(a));
  EXPECT_EQ(il.count(EntryKind::Type), 2u);
}

TEST(IlAlloc, TuCopyModePrefixIs16Bytes) {
  Il il;
  il.set_tu_copy_mode(true);
  Type* a = il.alloc_type(TypeKind::Void);
  Type* b = il.alloc_type(TypeKind::Void);
  EXPECT_EQ(distance(a, b), ptrdiff_t(round8(sizeof(Type)) + 16));
  EXPECT_EQ(prefix_next(a), b);
  EXPECT_EQ(prefix_flags(b), Prefix::Allocated | Prefix::FileScope);
}

TEST(IlAlloc, FunctionScopePrefixIs8BytesAndNotListed) {
  Il il;
  void* head = il.list_head(EntryKind::Statement);
  u32 r = il.open_function_region();
  EXPECT_NE(r, Il::kFileScopeRegion);
  Statement* a = il.alloc_statement(StatementKind::Empty);
  Statement* b = il.alloc_statement(StatementKind::Empty);
  EXPECT_EQ(distance(a, b), ptrdiff_t(round8(sizeof(Statement)) + 8));
  EXPECT_EQ(prefix_flags(a), Prefix::Allocated);
  EXPECT_FALSE(in_file_scope(a));
  EXPECT_EQ(il.list_head(EntryKind::Statement), head);
  EXPECT_EQ(il.region_of(a), r);
}

// Constants hold u128 and long double values at 8-byte alignment (il_u128, il_ldouble): an
// entry placed 8 bytes off a 16-byte boundary must still be read and written correctly.
TEST(IlAlloc, ConstantsWorkAtEightByteAlignment) {
  Il il;
  static_assert(alignof(Constant) == 8);
  for (int mode = 0; mode < 3; ++mode) {
    if (mode == 1) il.set_tu_copy_mode(true);
    if (mode == 2) il.open_function_region();
    for (int i = 0; i < 5; ++i) {
      il.alloc_type(TypeKind::Void); // shifts the arena by an odd number of 8-byte words
      Constant* c = il.alloc_constant(ConstantKind::Float, il.current_region());
      EXPECT_EQ(reinterpret_cast<uintptr_t>(c) % 8, 0u);
      c->fvalue = 1.5L;
      EXPECT_EQ(c->fvalue, 1.5L);
      c->ivalue = ~u128(0) - 5;
      EXPECT_EQ(c->ivalue, ~u128(0) - 5);
      EXPECT_TRUE(prefix_flags(c) & Prefix::Allocated);
    }
  }
}

TEST(IlAlloc, KindDispatchersAllocateSupplements) {
  Il il;
  u64 routine_supp = il.count(EntryKind::RoutineTypeSupplement);
  Type* fn = il.alloc_type(TypeKind::Routine);
  ASSERT_NE(fn->routine, nullptr);
  EXPECT_EQ(il.count(EntryKind::RoutineTypeSupplement), routine_supp + 1);
  Type* s = il.alloc_type(TypeKind::Struct);
  Type* u = il.alloc_type(TypeKind::Union);
  EXPECT_NE(s->record, nullptr);
  EXPECT_NE(u->record, nullptr);
  EXPECT_NE(s->record, u->record);
  // Changing the kind zeroes the variant part.
  il.set_type_kind(s, TypeKind::Pointer);
  EXPECT_EQ(s->kind, TypeKind::Pointer);
  EXPECT_FALSE(s->base);

  il.open_function_region();
  Statement* block = il.alloc_statement(StatementKind::Block);
  Statement* loop = il.alloc_statement(StatementKind::For);
  Statement* sw = il.alloc_statement(StatementKind::Switch);
  Statement* as = il.alloc_statement(StatementKind::Asm);
  EXPECT_NE(block->block, nullptr);
  EXPECT_NE(loop->for_loop, nullptr);
  EXPECT_NE(sw->switch_info, nullptr);
  EXPECT_NE(as->asm_stmt, nullptr);
  EXPECT_FALSE(in_file_scope(block->block)); // same region as the statement
  Statement* ret = il.alloc_statement(StatementKind::Return);
  EXPECT_EQ(ret->ret_value, nullptr);
}

TEST(IlAllocDeathTest, BadKindsAreInternalErrors) {
  Il il;
  Type* t = il.alloc_type(TypeKind::Void);
  EXPECT_DEATH(il.set_type_kind(t, TypeKind::Count), "set_type_kind: bad type kind");
  Constant* c = il.alloc_constant(ConstantKind::Integer, Il::kFileScopeRegion);
  EXPECT_DEATH(il.set_constant_kind(c, ConstantKind::Count),
               "set_constant_kind: bad constant kind");
  EXPECT_DEATH(il.alloc_label(), "labels live in function scope only");
  il.open_function_region();
  Statement* s = il.alloc_statement(StatementKind::Empty);
  EXPECT_DEATH(il.set_statement_kind(s, StatementKind::Count),
               "set_statement_kind: bad statement kind");
  Expr* e = il.alloc_expr(ExprKind::Error);
  EXPECT_DEATH(il.set_expr_kind(e, ExprKind::Reclaimed), "set_expr_kind: bad expression kind");
}

TEST(IlAlloc, ExprFreeListReusesNodesAndKeepsKeepBit) {
  IlBuilder b;
  Il& il = b.il;
  u32 r = il.open_function_region();
  Expr* e = il.alloc_expr(ExprKind::Variable);
  prefix_flags(e) |= Prefix::KeepInIl;
  il.walk_parity(r) = 1; // as if a walk of the region had happened
  il.free_expr(e);
  EXPECT_FALSE(is_allocated(e));
  EXPECT_EQ(e->kind, ExprKind::Reclaimed);
  EXPECT_EQ(il.available_expr_nodes(false), 1u);
  Expr* again = il.alloc_expr(ExprKind::Constant);
  EXPECT_EQ(again, e);
  EXPECT_EQ(again->kind, ExprKind::Constant);
  EXPECT_TRUE(is_allocated(again));
  EXPECT_TRUE(keep_in_il(again));                      // preserved across recycling
  EXPECT_TRUE(prefix_flags(again) & Prefix::WalkMark); // a fresh entry's mark
  EXPECT_EQ(il.available_expr_nodes(false), 0u);
  // free_expr_tree returns operands too.
  Expr* sum = b.op(Operator::Add, QualType::of(b.t_int),
                   {il.alloc_expr(ExprKind::Error), il.alloc_expr(ExprKind::Error)});
  il.free_expr_tree(sum);
  EXPECT_EQ(il.available_expr_nodes(false), 3u);
}

TEST(IlAlloc, LocalConstantsAreRecycledAndCounted) {
  Il il;
  Constant* c = il.alloc_local_constant(ConstantKind::Integer);
  EXPECT_TRUE(is_local_constant(c));
  EXPECT_EQ(il.local_constants_in_use(), 1u);
  il.free_local_constant(c);
  EXPECT_EQ(il.local_constants_in_use(), 0u);
  EXPECT_FALSE(is_allocated(c));
  EXPECT_EQ(il.available_local_constants(), 1u);
  EXPECT_TRUE(il.check_local_constant_use());
  Constant* d = il.alloc_local_constant(ConstantKind::Float);
  EXPECT_EQ(d, c);
  EXPECT_EQ(d->kind, ConstantKind::Float);
  EXPECT_FALSE(il.check_local_constant_use()); // d was not freed
  EXPECT_EQ(il.local_constants_in_use(), 0u);   // counted afresh from here
}

TEST(IlAlloc, ConstantListAndParamTypeFreeLists) {
  Il il;
  Constant* k = il.alloc_constant(ConstantKind::Integer, Il::kFileScopeRegion);
  ConstantListEntry* a = il.alloc_constant_list_entry(k);
  ConstantListEntry* second = a->next = il.alloc_constant_list_entry(k);
  il.free_constant_list(a);
  EXPECT_FALSE(is_allocated(a));
  EXPECT_EQ(il.available_constant_list_entries(), 2u);
  ConstantListEntry* again = il.alloc_constant_list_entry(k);
  EXPECT_EQ(again, second); // the last freed comes back first
  EXPECT_TRUE(is_allocated(again));
  EXPECT_EQ(again->constant, k);
  EXPECT_EQ(il.available_constant_list_entries(), 1u);

  ParamType* p = il.alloc_param_type();
  p->next = il.alloc_param_type();
  il.free_param_type_list(p);
  EXPECT_EQ(il.available_param_types(), 2u);
  ParamType* q = il.alloc_param_type();
  EXPECT_TRUE(is_allocated(q));
  EXPECT_EQ(il.available_param_types(), 1u);
}

TEST(IlAlloc, ReleasedRegionClearsFreeListsAndIdIsReused) {
  IlBuilder b;
  Il& il = b.il;
  u32 r = il.open_function_region();
  il.free_expr(il.alloc_expr(ExprKind::Error));
  il.free_local_constant(il.alloc_local_constant(ConstantKind::Integer));
  il.free_constant_list(il.alloc_constant_list_entry(nullptr));
  EXPECT_EQ(il.available_expr_nodes(false), 1u);
  EXPECT_EQ(il.available_local_constants(), 1u);
  EXPECT_DEATH(il.release_region(r), "release of the current region");
  il.set_current_region(Il::kFileScopeRegion);
  il.release_region(r);
  EXPECT_FALSE(il.region_live(r));
  EXPECT_EQ(il.available_expr_nodes(false), 0u);
  EXPECT_EQ(il.available_local_constants(), 0u);
  EXPECT_EQ(il.available_constant_list_entries(), 0u);
  u32 again = il.open_function_region();
  EXPECT_EQ(again, r);
  EXPECT_EQ(il.walk_parity(again), 0);
  EXPECT_EQ(il.available_expr_nodes(false), 0u); // the reused region starts empty
}

TEST(IlAlloc, ReleaseRoutineBodyClearsTheRoutine) {
  IlBuilder b;
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  b.open_body(f);
  b.close_body();
  u32 r = f->region;
  b.il.release_routine_body(f);
  EXPECT_FALSE(b.il.region_live(r));
  EXPECT_EQ(f->region, 0u);
  EXPECT_EQ(f->scope, nullptr);
  EXPECT_EQ(f->body, nullptr);
}

TEST(IlAlloc, StatsTableListsKindsFreeListsAndSharing) {
  IlBuilder b;
  b.il.free_local_constant(b.il.alloc_local_constant(ConstantKind::Integer));
  std::string s = b.il.stats_table();
  EXPECT_NE(s.find("IL table use:"), std::string::npos);
  EXPECT_NE(s.find("expr node"), std::string::npos);
  EXPECT_NE(s.find(format("%-28s %10zu", "(avail. local constant)", size_t(1))), std::string::npos)
      << s;
  EXPECT_NE(s.find("(avail. param type)"), std::string::npos);
  EXPECT_NE(s.find("Constant sharing:"), std::string::npos);
  // Each row is count * size: four integer/float types were made by the builder.
  std::string row =
      format("%-28s %10llu %6u", "type", (unsigned long long)b.il.count(EntryKind::Type),
             schema(EntryKind::Type).size);
  EXPECT_NE(s.find(row), std::string::npos) << s;
}

TEST(IlSchema, FieldTablesFollowTheVariant) {
  Il il;
  Constant* c = il.alloc_constant(ConstantKind::String, Il::kFileScopeRegion);
  FieldTables t = field_tables(EntryKind::Constant, c);
  std::string names;
  for (const FieldDesc* d = t.variant; d->name; ++d)
    names += std::string(d->name) + " ";
  EXPECT_EQ(names, "length bytes char_size ");
  const FieldDesc* bytes = find_field(EntryKind::Constant, "bytes");
  ASSERT_NE(bytes, nullptr);
  EXPECT_EQ(bytes->kind, FieldKind::Text);
  EXPECT_EQ(bytes->aux, find_field(EntryKind::Constant, "length")->offset);
  EXPECT_EQ(find_field(EntryKind::Constant, "no_such_field"), nullptr);
}

} // namespace
