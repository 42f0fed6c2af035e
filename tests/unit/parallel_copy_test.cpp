// Exhaustive check of the parallel-copy sequencer: every parallel copy over up to five
// locations (each subset of destinations, each choice of source per destination), executed
// as the emitted sequence, must leave every location as the parallel copy would.
#include "support/parallel_copy.h"

#include <gtest/gtest.h>

using namespace ilcc;

static void check_all(u32 n) {
  u32 cases = 1;
  for (u32 i = 0; i < n; ++i) cases *= n + 1; // each location: not a destination, or a source 0..n-1
  size_t checked = 0;
  for (u32 code = 0; code < cases; ++code) {
    std::vector<LocationCopy> copies;
    for (u32 d = 0, c = code; d < n; ++d, c /= n + 1)
      if (c % (n + 1) != 0) copies.push_back({d, c % (n + 1) - 1});
    std::vector<i64> before(n), mem(n + 2 * n, -1);
    for (u32 i = 0; i < n; ++i) mem[i] = before[i] = 100 + i;
    u32 next_temp = n;
    size_t moves = 0, temps = 0;
    sequentialize_parallel_copy(
        copies, [&](u32 d, u32 s) { mem[d] = mem[s], ++moves; },
        [&](u32) {
          ++temps;
          return next_temp++;
        });
    std::vector<i64> expect = before;
    for (const LocationCopy& c : copies) expect[c.dest] = before[c.src];
    for (u32 i = 0; i < n; ++i) ASSERT_EQ(mem[i], expect[i]) << "case " << code << " location " << i;
    size_t nontrivial = 0;
    for (const LocationCopy& c : copies) nontrivial += c.dest != c.src;
    ASSERT_EQ(moves, nontrivial + temps) << "case " << code; // one extra move per broken cycle
    ++checked;
  }
  EXPECT_EQ(checked, cases);
}

TEST(ParallelCopy, ExhaustiveUpTo5Locations) {
  for (u32 n = 1; n <= 5; ++n) check_all(n);
}

TEST(ParallelCopy, SwapNeedsOneTemporary) {
  std::vector<LocationCopy> swap = {{0, 1}, {1, 0}};
  int temps = 0, moves = 0;
  sequentialize_parallel_copy(swap, [&](u32, u32) { ++moves; }, [&](u32) { return 10u + u32(temps++); });
  EXPECT_EQ(temps, 1);
  EXPECT_EQ(moves, 3);
}
