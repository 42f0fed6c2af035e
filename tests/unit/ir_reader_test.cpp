// The IR reader on valid and mutated input: it must either parse or report an error with a
// position, and whatever parses must verify and print without crashing.
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/file.h"

#include <gtest/gtest.h>
#include <random>

using namespace ilcc;

static std::string read_test_file(const char* rel) {
  std::optional<std::string> s = read_file(std::string(ILCC_SOURCE_DIR) + "/" + rel);
  EXPECT_TRUE(s.has_value()) << rel;
  return s.value_or("");
}

TEST(IrReader, RoundTripsAllConstructs) {
  std::string text = read_test_file("tests/lit/ir/all-constructs.ir");
  IrModule m;
  IrParseError err;
  ASSERT_TRUE(parse_module(text, m, err)) << err.line << ":" << err.col << ": " << err.message;
  EXPECT_TRUE(verify_module(m).empty());
  std::string once = print_module(m);
  IrModule m2;
  ASSERT_TRUE(parse_module(once, m2, err)) << err.message;
  EXPECT_EQ(once, print_module(m2));
}

TEST(IrReader, ErrorsHavePositions) {
  IrModule m;
  IrParseError err;
  EXPECT_FALSE(parse_module("define void @f() {\n.LBB0:\n  %1 = add i32 1,\n}", m, err));
  EXPECT_EQ(err.line, 4u);
  EXPECT_EQ(err.col, 1u);
  EXPECT_NE(err.message.find("integer constant"), std::string::npos) << err.message;
  EXPECT_TRUE(m.functions.empty());
}

TEST(IrReader, MutationsNeverCrash) {
  std::string base = read_test_file("tests/lit/ir/all-constructs.ir") + read_test_file("tests/lit/verifier/ssa.ir");
  std::mt19937 rng(12345);
  const char alphabet[] = "%@.,:;=()[]{}\"\\-+~!0123456789abcdefxLBBiuptrzo \n\t";
  int parsed = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    std::string t = base;
    int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      size_t pos = rng() % (t.size() + 1);
      switch (rng() % 4) {
      case 0: if (pos < t.size()) t.erase(pos, 1 + rng() % 8); break;
      case 1: t.insert(pos, 1, alphabet[rng() % (sizeof alphabet - 1)]); break;
      case 2: if (pos < t.size()) t[pos] = alphabet[rng() % (sizeof alphabet - 1)]; break;
      case 3: t.resize(pos); break;
      }
    }
    IrModule m;
    IrParseError err;
    if (parse_module(t, m, err)) {
      ++parsed;
      std::vector<VerifierError> errors = verify_module(m);
      std::string printed = print_module(m);
      IrModule again;
      ASSERT_TRUE(parse_module(printed, again, err)) << "printed text does not parse: " << err.message;
      ASSERT_EQ(printed, print_module(again));
    } else {
      ASSERT_GE(err.line, 1u);
      ASSERT_GE(err.col, 1u);
      ASSERT_FALSE(err.message.empty());
    }
  }
  EXPECT_GT(parsed, 0);
}
