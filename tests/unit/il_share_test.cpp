// Tests of constant sharing: hits, misses, MRU chains, counters, free-list reuse, interning.
#include "il/compare.h"
#include "il/share.h"
#include "il_test_support.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace ilcc;
using namespace ilcc::il;
using ilcc::il::test::IlBuilder;

namespace {

size_t bucket_of(const Constant* c) { return compute_constant_hash(c) % Il::kShareBuckets; }

TEST(IlShare, MissThenHitFromFileScope) {
  IlBuilder b;
  Il& il = b.il;
  Constant* local = b.local_int(42);
  Constant* shared = alloc_shareable_constant(il, local);
  EXPECT_NE(shared, local);
  EXPECT_TRUE(is_shared_constant(shared));
  EXPECT_TRUE(in_file_scope(shared));
  EXPECT_EQ(shared->ivalue, u128(42));
  EXPECT_EQ(il.share.total_allocs, 1u);
  EXPECT_EQ(il.share.new_buckets, 1u);
  EXPECT_EQ(il.local_constants_in_use(), 0u); // the local went back to its free list
  EXPECT_EQ(il.available_local_constants(), 1u);
  EXPECT_EQ(il.share_table[bucket_of(shared)], shared);

  Constant* again = b.local_int(42);
  EXPECT_EQ(again, local); // recycled from the free list
  EXPECT_EQ(alloc_shareable_constant(il, again), shared);
  EXPECT_EQ(il.share.total_allocs, 2u);
  EXPECT_EQ(il.share.new_buckets, 1u);
  EXPECT_EQ(il.share.region_hits, 1u);
  EXPECT_EQ(il.share.global_hits, 0u);
  EXPECT_GE(il.share.comparisons, 1u);
  EXPECT_EQ(il.local_constants_in_use(), 0u);
  EXPECT_EQ(shared_constant_count(il), 1u);

  // Another value or another type is another constant.
  EXPECT_NE(alloc_shareable_constant(il, b.local_int(43)), shared);
  EXPECT_NE(alloc_shareable_constant(il, b.local_int(42, b.t_long)), shared);
  EXPECT_EQ(shared_constant_count(il), 3u);
}

// The table grows with its entries, so that lookups stay short: 100000 distinct values
// (limits-caselabels.c's case labels) cost about one comparison each, not 50.
TEST(IlShare, TableGrowsWithItsEntries) {
  IlBuilder b;
  Il& il = b.il;
  constexpr int n = 100000;
  std::vector<Constant*> shared;
  for (int i = 0; i < n; ++i) shared.push_back(alloc_shareable_constant(il, b.local_int(i)));
  EXPECT_GE(il.share_table.size(), size_t(n));
  EXPECT_EQ(shared_constant_count(il), size_t(n));
  il.share.comparisons = 0;
  for (int i = 0; i < n; ++i) ASSERT_EQ(alloc_shareable_constant(il, b.local_int(i)), shared[size_t(i)]);
  EXPECT_LT(il.share.comparisons, u64(3 * n));
  EXPECT_EQ(il.local_constants_in_use(), 0u);
}

TEST(IlShare, HitFromAFunctionIsGlobal) {
  IlBuilder b;
  Il& il = b.il;
  Constant* shared = alloc_shareable_constant(il, b.local_int(7));
  il.open_function_region();
  Constant* local = b.local_int(7);
  EXPECT_FALSE(in_file_scope(local));
  EXPECT_EQ(alloc_shareable_constant(il, local), shared);
  EXPECT_EQ(il.share.global_hits, 1u);
  EXPECT_EQ(il.share.region_hits, 0u);
  // The local constant is back on the function region's free list.
  EXPECT_EQ(il.alloc_local_constant(ConstantKind::Integer), local);
}

TEST(IlShare, NonLocalInputIsCopiedAndLeftAlone) {
  IlBuilder b;
  Il& il = b.il;
  Constant* mine = b.int_const(9);
  Constant* shared = alloc_shareable_constant(il, mine);
  EXPECT_NE(shared, mine);
  EXPECT_TRUE(is_allocated(mine));
  EXPECT_FALSE(is_shared_constant(mine));
  EXPECT_EQ(alloc_shareable_constant(il, mine), shared);
  EXPECT_EQ(alloc_shareable_constant(il, shared), shared); // already canonical
}

TEST(IlShare, MostRecentlyUsedMovesToTheFront) {
  IlBuilder b;
  Il& il = b.il;
  Constant* a = alloc_shareable_constant(il, b.local_int(1));
  // Find another value hashing to the same bucket.
  u128 v = 2;
  for (;; ++v) {
    Constant* probe = b.local_int(v);
    bool same = bucket_of(probe) == bucket_of(a);
    il.free_local_constant(probe);
    if (same) break;
    ASSERT_LT(v, u128(1000000));
  }
  Constant* c = alloc_shareable_constant(il, b.local_int(v));
  size_t bucket = bucket_of(a);
  ASSERT_EQ(il.share_table[bucket], c); // new entries go to the head
  ASSERT_EQ(c->hash_next, a);
  u64 comparisons = il.share.comparisons;
  EXPECT_EQ(alloc_shareable_constant(il, b.local_int(1)), a);
  EXPECT_EQ(il.share.comparisons, comparisons + 2); // c, then a
  EXPECT_EQ(il.share_table[bucket], a);             // a moved to the front
  EXPECT_EQ(a->hash_next, c);
  EXPECT_EQ(c->hash_next, nullptr);
  EXPECT_EQ(alloc_shareable_constant(il, b.local_int(1)), a);
  EXPECT_EQ(il.share.comparisons, comparisons + 3); // found first now
}

TEST(IlShare, ShareabilityRules) {
  IlBuilder b;
  Il& il = b.il;
  Constant* agg =
      b.aggregate(b.array_of(QualType::of(b.t_int), 1), {b.designator(0, b.int_const(1))});
  EXPECT_FALSE(constant_is_shareable(il, agg));
  EXPECT_FALSE(constant_is_shareable(il, agg->elements));
  EXPECT_EQ(alloc_shareable_constant(il, agg), agg); // not shared, not local: returned as is
  Constant* str = b.string_const("x", 2);
  EXPECT_TRUE(constant_is_shareable(il, str));
  il.share_options.strings = false;
  EXPECT_FALSE(constant_is_shareable(il, str));
  il.share_options.strings = true;
  il.share_options.enabled = false;
  EXPECT_FALSE(constant_is_shareable(il, b.int_const(1)));
  il.share_options.enabled = true;
  Constant* listed = b.int_const(1);
  listed->next = b.int_const(2);
  EXPECT_FALSE(constant_is_shareable(il, listed)); // on a list
  // The address of a label dies with its function.
  Routine* f = b.routine("f", b.function(QualType::of(b.t_int), {}));
  b.open_body(f);
  Constant* la = il.alloc_constant(ConstantKind::Address, Il::kFileScopeRegion);
  la->type = QualType::of(b.pointer_to(QualType::of(b.t_char)));
  la->addr_label = il.alloc_label();
  EXPECT_FALSE(constant_is_shareable(il, la));
  Variable* g = b.global("g", QualType::of(b.t_int));
  Constant* ga = il.alloc_constant(ConstantKind::Address, Il::kFileScopeRegion);
  ga->type = la->type;
  ga->addr_var = g;
  EXPECT_TRUE(constant_is_shareable(il, ga));
  // A VLA type lives in the function's region.
  Type* vla = il.alloc_type(TypeKind::Array, il.current_region());
  Constant* vc = b.int_const(1);
  vc->type = QualType::of(vla);
  EXPECT_FALSE(constant_is_shareable(il, vc));
  b.close_body();
}

TEST(IlShare, LocalAggregateBecomesPermanentAndItsLeavesShared) {
  IlBuilder b;
  Il& il = b.il;
  il.open_function_region();
  Constant* agg = il.alloc_local_constant(ConstantKind::Aggregate);
  agg->type = QualType::of(b.array_of(QualType::of(b.t_int), 2));
  Constant* d0 = il.alloc_local_constant(ConstantKind::Designator);
  Constant* d1 = il.alloc_local_constant(ConstantKind::Designator);
  d0->value = b.local_int(5);
  d1->value = b.local_int(5);
  d1->elem_offset = 4;
  agg->elements = d0;
  d0->next = d1;
  EXPECT_EQ(il.local_constants_in_use(), 5u);
  Constant* result = alloc_shareable_constant(il, agg);
  EXPECT_EQ(il.local_constants_in_use(), 0u); // everything handed over is back
  EXPECT_FALSE(is_shared_constant(result));
  EXPECT_FALSE(is_local_constant(result));
  EXPECT_EQ(il.region_of(result), il.current_region());
  ASSERT_NE(result->elements, nullptr);
  ASSERT_NE(result->elements->next, nullptr);
  EXPECT_EQ(result->elements->next->elem_offset, 4u);
  EXPECT_EQ(result->elements->next->next, nullptr);
  // Both leaves are the one shared 5.
  EXPECT_TRUE(is_shared_constant(result->elements->value));
  EXPECT_EQ(result->elements->value, result->elements->next->value);
}

TEST(IlShare, AddressOfLocalStringSharesBoth) {
  IlBuilder b;
  Il& il = b.il;
  il.open_function_region();
  Constant* s = il.alloc_local_constant(ConstantKind::String);
  s->type = QualType::of(b.array_of(QualType::of(b.t_char), 3));
  s->length = 3;
  s->char_size = 1;
  s->bytes = il.copy_string_text(il.current_region(), "ok", 3);
  Constant* a = il.alloc_local_constant(ConstantKind::Address);
  a->type = QualType::of(b.pointer_to(QualType::of(b.t_char)));
  a->addr_string = s;
  a->addr_offset = 1;
  Constant* shared = alloc_shareable_constant(il, a);
  EXPECT_EQ(il.local_constants_in_use(), 0u);
  ASSERT_TRUE(is_shared_constant(shared));
  ASSERT_TRUE(is_shared_constant(shared->addr_string));
  EXPECT_TRUE(in_file_scope(shared->addr_string));
  EXPECT_EQ(std::memcmp(shared->addr_string->bytes, "ok", 3), 0);
  EXPECT_EQ(shared_constant_count(il), 2u);
  // The same address built again is a hit, and its string goes back too.
  Constant* s2 = il.alloc_local_constant(ConstantKind::String);
  s2->type = shared->addr_string->type;
  s2->length = 3;
  s2->char_size = 1;
  s2->bytes = "ok";
  Constant* a2 = il.alloc_local_constant(ConstantKind::Address);
  a2->type = shared->type;
  a2->addr_string = s2;
  a2->addr_offset = 1;
  EXPECT_EQ(alloc_shareable_constant(il, a2), shared);
  EXPECT_EQ(il.local_constants_in_use(), 0u);
}

TEST(IlShare, InternStrings) {
  IlBuilder b;
  Il& il = b.il;
  Type* arr = b.array_of(QualType::of(b.t_char), 4);
  char buf[4] = {'a', 0, 'b', 0};
  Constant* s1 = intern_string_constant(il, QualType::of(arr), buf, 4, 1);
  EXPECT_TRUE(is_shared_constant(s1));
  EXPECT_NE(s1->bytes, buf); // copied into file scope
  EXPECT_EQ(std::memcmp(s1->bytes, buf, 4), 0);
  buf[2] = 'b';
  EXPECT_EQ(intern_string_constant(il, QualType::of(arr), buf, 4, 1), s1);
  buf[2] = 'c';
  EXPECT_NE(intern_string_constant(il, QualType::of(arr), buf, 4, 1), s1); // differs after the NUL
  buf[2] = 'b';
  // Strict: an equal but distinct type entry is another string.
  Type* arr2 = b.array_of(QualType::of(b.t_char), 4);
  EXPECT_NE(intern_string_constant(il, QualType::of(arr2), buf, 4, 1), s1);
  EXPECT_EQ(il.local_constants_in_use(), 0u);
  il.share_options.strings = false;
  Constant* fresh = intern_string_constant(il, QualType::of(arr), buf, 4, 1);
  EXPECT_NE(fresh, s1);
  EXPECT_FALSE(is_shared_constant(fresh));
}

TEST(IlShareDeathTest, SharedConstantsAreImmutable) {
  IlBuilder b;
  Constant* shared = alloc_shareable_constant(b.il, b.local_int(3));
  EXPECT_DEATH(b.il.set_constant_kind(shared, ConstantKind::Float),
               "shared constants are immutable");
  EXPECT_DEATH(b.il.free_local_constant(shared), "a shared constant");
}

TEST(IlShare, HashIsConsistentWithCompare) {
  IlBuilder b;
  Type* int2 = b.integer(IntKind::Int, 4);
  Type* myint = b.typedef_of("myint", QualType::of(b.t_int));
  Constant* x = b.int_const(5);
  EXPECT_EQ(compute_constant_hash(x), compute_constant_hash(b.int_const(5, int2)));
  EXPECT_EQ(compute_constant_hash(x), compute_constant_hash(b.int_const(5, myint)));
  EXPECT_NE(compute_constant_hash(x), compute_constant_hash(b.int_const(6)));
  Constant* f = b.float_const(1.25L);
  Constant* g = b.float_const(1.25L);
  reinterpret_cast<unsigned char*>(&g->fvalue)[14] = 0x77; // padding
  EXPECT_EQ(compute_constant_hash(f), compute_constant_hash(g));
}

} // namespace

// Hashing and comparison follow one rule table (il/equality.h): whatever the comparison
// ignores (padding of long doubles, the names of a typedef on the way) the hash ignores
// too, so constants that compare equal land in one bucket.
TEST(IlShare, EqualConstantsHashEqual) {
  IlBuilder b;
  Constant* x = b.float_const(1.5L);
  Constant* y = b.float_const(1.5L);
  reinterpret_cast<unsigned char*>(&y->fvalue)[12] = 0xAB; // padding after the 10 value bytes
  ASSERT_TRUE(compare_constants(x, y));
  EXPECT_EQ(compute_constant_hash(x), compute_constant_hash(y));
  Constant* s1 = b.string_const("abc", 4);
  Constant* s2 = b.string_const("abc", 4);
  ASSERT_TRUE(compare_constants(s1, s2));
  EXPECT_EQ(compute_constant_hash(s1), compute_constant_hash(s2));
  Constant* s3 = b.string_const("abd", 4);
  EXPECT_FALSE(compare_constants(s1, s3));
  // A struct and its copy for an attribute (same record, same layout) are one type: their
  // empty aggregate constants compare equal and hash alike.
  Type* rec = b.record(TypeKind::Struct, "r");
  Constant* z1 = b.il.alloc_constant(ConstantKind::Aggregate, Il::kFileScopeRegion);
  z1->type = QualType::of(rec);
  Constant* z2 = b.il.alloc_constant(ConstantKind::Aggregate, Il::kFileScopeRegion);
  z2->type = QualType::of(b.copy_type(rec));
  ASSERT_TRUE(compare_constants(z1, z2));
  EXPECT_EQ(compute_constant_hash(z1), compute_constant_hash(z2));
}
