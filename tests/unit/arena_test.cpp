#include "support/arena.h"
#include "support/hash.h"
#include "support/symbol.h"

#include <gtest/gtest.h>

using namespace ilcc;

TEST(Arena, AlignsAndCountsWaste) {
  Arena a;
  void* p1 = a.allocate(3);
  void* p2 = a.allocate(8);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p1) % 8, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p2) % 8, 0u);
  EXPECT_EQ(a.bytes_allocated(), 16u);
  EXPECT_EQ(a.alignment_waste(), 5u);
  void* p3 = a.allocate(16, 16);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p3) % 16, 0u);
}

TEST(Arena, LargeAndManyAllocations) {
  Arena a;
  std::vector<int*> ptrs;
  for (int i = 0; i < 100000; ++i) {
    int* p = a.make<int>(i);
    ptrs.push_back(p);
  }
  char* big = static_cast<char*>(a.allocate(1 << 20));
  big[0] = 1, big[(1 << 20) - 1] = 2;
  for (int i = 0; i < 100000; ++i) ASSERT_EQ(*ptrs[i], i);
  EXPECT_GE(a.bytes_reserved(), size_t(1 << 20));
  a.release();
  EXPECT_EQ(a.bytes_allocated(), 0u);
  // Reuse after release.
  int* p = a.make<int>(7);
  EXPECT_EQ(*p, 7);
}

// An arena with a small first block reserves little while it holds little, doubles its
// blocks up to the standard size, and keeps every object intact.
TEST(Arena, SmallFirstBlockGrows) {
  Arena a(Arena::kSmallFirstBlock);
  a.make<u64>(1);
  EXPECT_EQ(a.bytes_reserved(), Arena::kSmallFirstBlock);
  std::vector<u64*> ptrs;
  size_t reserved = a.bytes_reserved();
  size_t blocks = 1;
  for (u64 i = 0; i < 40000; ++i) {
    ptrs.push_back(a.make<u64>(i));
    if (a.bytes_reserved() != reserved) {
      size_t block = a.bytes_reserved() - reserved;
      EXPECT_EQ(block, std::min(Arena::kSmallFirstBlock << blocks, Arena::kBlockSize)) << "block " << blocks;
      reserved = a.bytes_reserved();
      ++blocks;
    }
  }
  EXPECT_GT(blocks, 7u); // 1K, 2K, ..., 64K, 64K, ...
  for (u64 i = 0; i < 40000; ++i) ASSERT_EQ(*ptrs[i], i);
  Arena b = std::move(a); // the growth state moves along
  b.make<u64>(0);
  EXPECT_EQ(*ptrs[123], 123u);
}

TEST(Arena, MoveKeepsPointers) {
  Arena a;
  int* p = a.make<int>(42);
  Arena b = std::move(a);
  EXPECT_EQ(*p, 42);
  EXPECT_EQ(a.bytes_allocated(), 0u);
  std::string_view s = b.copy_string("hello");
  EXPECT_EQ(s, "hello");
  EXPECT_EQ(s.data()[5], '\0');
}

TEST(Symbol, InternsOnce) {
  Symbol a = Symbol::intern("printf");
  Symbol b = Symbol::intern(std::string("print") + "f");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.str(), "printf");
  EXPECT_NE(a, Symbol::intern("puts"));
  EXPECT_EQ(Symbol::lookup("printf"), a);
  EXPECT_FALSE(Symbol::lookup("never-interned-name-xyz"));
  EXPECT_GT(a.id(), 0u);
  // Many symbols force the table to grow.
  for (int i = 0; i < 20000; ++i) Symbol::intern("sym" + std::to_string(i));
  EXPECT_EQ(Symbol::intern("sym123").str(), "sym123");
  EXPECT_EQ(Symbol::lookup("printf"), a);
}

TEST(HashMap, InsertFindGrow) {
  HashMap<u32, u32> m;
  for (u32 i = 0; i < 10000; ++i) m.insert(i * 7, i);
  EXPECT_EQ(m.size(), 10000u);
  for (u32 i = 0; i < 10000; ++i) ASSERT_EQ(*m.find(i * 7), i);
  EXPECT_EQ(m.find(3), nullptr);
  auto [v, inserted] = m.insert(7, 99);
  EXPECT_FALSE(inserted);
  EXPECT_EQ(*v, 1u);
}
