// simplify_cfg runs to its fixed point however many rounds that takes: each round of a
// chain of dependent folds resolves one stage (a folded branch makes the next stage's phi
// trivial, which makes the next branch constant, in the following round).
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "opt/simplify_cfg.h"

#include <gtest/gtest.h>

using namespace ilcc;

// Stage i: block C(i) holds `%i = phi i8 [0, C(i-1)], [1, B(i)]` and branches on it to
// B(i+1) or C(i+1); B(i) only branches to C(i). Folding C(i-1)'s branch (to B(i)) leaves the
// phi one entry, so it is 1 and C(i)'s branch folds in the next round.
static std::string dependent_fold_chain(int stages) {
  auto c = [](int i) { return ".LBB" + std::to_string(2 * i); };
  auto b = [](int i) { return ".LBB" + std::to_string(2 * i + 1); };
  std::string s = "define i8 @chain() {\n" + c(0) + ":\n  condbr 1, " + b(1) + ", " + c(1) + "\n";
  for (int i = 1; i <= stages; ++i) {
    s += b(i) + ":\n  br " + c(i) + "\n";
    s += c(i) + ":\n  %" + std::to_string(i) + " = phi i8 [0, " + c(i - 1) + "], [1, " + b(i) + "]\n";
    if (i < stages) s += "  condbr %" + std::to_string(i) + ", " + b(i + 1) + ", " + c(i + 1) + "\n";
    else s += "  ret i8 %" + std::to_string(i) + "\n";
  }
  return s + "}\n";
}

TEST(SimplifyCfg, RunsToTheFixedPoint) {
  // More stages than the 100 rounds the pass once stopped after without saying so.
  IrModule m;
  IrParseError err;
  ASSERT_TRUE(parse_module(dependent_fold_chain(250), m, err)) << err.line << ":" << err.col << ": " << err.message;
  ASSERT_TRUE(verify_module(m).empty());
  EXPECT_GT(simplify_cfg(m.functions[0]), 0u);
  EXPECT_TRUE(verify_module(m).empty());
  std::string out;
  print_function(out, m.functions[0], &m);
  EXPECT_EQ(out, "define i8 @chain() {\n.LBB0:\n  ret i8 1\n}\n");
  EXPECT_EQ(simplify_cfg(m.functions[0]), 0u); // a fixed point
}
