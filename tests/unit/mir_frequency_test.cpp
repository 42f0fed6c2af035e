// mir_frequency_test.cpp — estimate_block_frequencies (codegen/liveness.h): a loop's
// header runs 10 times what enters it, a branch splits its block's frequency by static
// weights (a successor that calls gets half of what one that does not gets; leaving the
// loop is 8 times rarer than staying, returning 4 times), back edges carry nothing.
#include "codegen/liveness.h"
#include "codegen/mir_text.h"
#include "target/x86_64/regs.h"

#include <gtest/gtest.h>

using namespace ilcc;
using namespace ilcc::mir;

namespace {
const char* kLoop = R"(function @f global {
  %v0:gpr
bb0 ir 0: succs(bb1)
  Mov.8 def %v0, $rdi
  Jmp.8 bb1
bb1 ir 1: succs(bb2, bb3)
  Cmp.8 %v0, 0
  Jcc.8 cc e bb3
  Jmp.8 bb2
bb2 ir 2: succs(bb4)
  Add.8 usedef %v0, 1
  Jmp.8 bb4
bb3 ir 3: succs(bb4)
  Call.8 plt @g implicit-def($rax)
  Jmp.8 bb4
bb4 ir 4: succs(bb1, bb5)
  Cmp.8 %v0, 100
  Jcc.8 cc ne bb1
  Jmp.8 bb5
bb5 ir 5:
  Mov.8 def $rax, %v0
  Ret.8 implicit-use($rax)
}
)";
} // namespace

TEST(MirFrequency, LoopsAndBranches) {
  const TargetDesc& td = x86_64::target_desc();
  std::vector<std::unique_ptr<MFunction>> fns;
  MirParseError err;
  ASSERT_TRUE(parse_mir(kLoop, td, fns, err)) << err.line << ":" << err.col << ": " << err.message;
  const MFunction& f = *fns[0];
  std::vector<float> freq = estimate_block_frequencies(f, td, compute_loop_depths(f));
  ASSERT_EQ(freq.size(), 6u);
  EXPECT_FLOAT_EQ(freq[0], 1.0f);
  EXPECT_FLOAT_EQ(freq[1], 10.0f);                     // the header
  EXPECT_FLOAT_EQ(freq[2], 10.0f * 2 / 3);             // the arm that does not call
  EXPECT_FLOAT_EQ(freq[3], 10.0f / 3);                 // the arm that calls: half as often
  EXPECT_FLOAT_EQ(freq[4], 10.0f);                     // the join
  // Leaves the loop (1/8) and returns (1/4) against the back edge's 1: 1/33 of the join.
  EXPECT_FLOAT_EQ(freq[5], 10.0f / 33);
}
