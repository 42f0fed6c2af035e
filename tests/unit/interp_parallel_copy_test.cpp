// interp_parallel_copy_test.cpp — sequentialized phi copies have parallel semantics.
//
// Exhaustive over every assignment of sources to up to five destination slots (sources
// may be other destinations, themselves, or slots no move writes, like constants), and
// random larger cases: executing the sequence on a register file must give what copying
// all sources at once gives, and use exactly one extra move per cycle.
#include "ir/interp/parallel_copy.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

using namespace ilcc;
using namespace ilcc::interp;

namespace {

constexpr u32 kScratch = 1000;

// Runs `moves` in parallel and `seq` in order on the same initial register file; both must
// agree on every slot except the scratch.
void check(const std::vector<SlotMove>& moves) {
  std::vector<u32> seq_regs(kScratch + 1), par_regs(kScratch + 1);
  for (u32 i = 0; i <= kScratch; ++i) seq_regs[i] = par_regs[i] = 100000 + i;
  std::vector<u32> snapshot = par_regs;
  for (const SlotMove& m : moves) par_regs[m.dst] = snapshot[m.src];
  std::vector<SlotMove> seq = sequentialize_parallel_copy(moves, kScratch);
  for (const SlotMove& m : seq) seq_regs[m.dst] = seq_regs[m.src];
  for (u32 i = 0; i < kScratch; ++i) ASSERT_EQ(seq_regs[i], par_regs[i]) << "slot " << i;
  size_t nontrivial = 0, saves = 0;
  for (const SlotMove& m : moves) nontrivial += m.dst != m.src;
  for (const SlotMove& m : seq) {
    saves += m.tag == kScratchTag;
    if (m.tag != kScratchTag) {
      EXPECT_NE(m.dst, kScratch);
    }
  }
  EXPECT_EQ(seq.size(), nontrivial + saves);
  EXPECT_LE(saves, nontrivial / 2);
}

} // namespace

TEST(ParallelCopy, ExhaustiveSmall) {
  for (u32 n = 0; n <= 5; ++n) {
    // Destinations 0..n-1; each source is one of the n destinations or slot 50 (a value no
    // move writes, like a constant).
    std::vector<u32> src(n, 0);
    std::function<void(u32)> rec = [&](u32 i) {
      if (i == n) {
        std::vector<SlotMove> moves;
        for (u32 d = 0; d < n; ++d) moves.push_back({d, src[d], d});
        check(moves);
        return;
      }
      for (u32 s = 0; s <= n; ++s) {
        src[i] = s == n ? 50 : s;
        rec(i + 1);
      }
    };
    rec(0);
  }
}

TEST(ParallelCopy, SwapAndRotation) {
  std::vector<SlotMove> swap = {{1, 2, 0}, {2, 1, 1}};
  std::vector<SlotMove> seq = sequentialize_parallel_copy(swap, kScratch);
  ASSERT_EQ(seq.size(), 3u); // one save plus the two copies
  check(swap);
  check({{1, 2, 0}, {2, 3, 1}, {3, 1, 2}});
  check({{1, 2, 0}, {2, 1, 1}, {3, 4, 2}, {4, 3, 3}, {5, 1, 4}}); // two cycles and a reader
}

TEST(ParallelCopy, RandomLarge) {
  std::mt19937 rng(7);
  for (int iter = 0; iter < 2000; ++iter) {
    u32 n = 1 + rng() % 40;
    std::vector<u32> dsts(60);
    for (u32 i = 0; i < 60; ++i) dsts[i] = i;
    std::shuffle(dsts.begin(), dsts.end(), rng);
    std::vector<SlotMove> moves;
    for (u32 i = 0; i < n; ++i) moves.push_back({dsts[i], u32(rng() % 70), i});
    check(moves);
  }
}
