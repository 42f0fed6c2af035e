// The IR reader on valid and mutated input: it must either parse or report an error with a
// position, and whatever parses must verify and print without crashing.
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/file.h"

#include <gtest/gtest.h>
#include <bit>
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

// Random bit patterns of every float kind (NaN payloads, subnormals, infinities and
// negative zero included) and of wide integers print and read back to the same bits.
TEST(IrReader, ConstantsRoundTripBitExact) {
  std::mt19937_64 rng(99);
  for (int i = 0; i < 20000; ++i) {
    u64 bits = rng();
    if (i % 7 == 0) bits &= 0x800fffffffffffffULL; // subnormals and zeros
    if (i % 11 == 0) bits |= 0x7ff0000000000000ULL; // infinities and NaNs
    u8 q[16];
    for (int k = 0; k < 16; ++k) q[k] = u8(rng());
    IrConst consts[] = {IrConst::float64(std::bit_cast<double>(bits)), IrConst::float32(std::bit_cast<float>(u32(bits))),
                        IrConst::long_double_with_bytes(std::bit_cast<double>(bits), q),
                        IrConst::long_double(std::bit_cast<double>(bits)), IrConst::int128(i128((u128(bits) << 64) | rng()))};
    for (const IrConst& c : consts) {
      std::string text = "global @g : f64 size 16 align 16 = ";
      print_const(text, c, IrType::Void);
      IrModule m;
      IrParseError err;
      ASSERT_TRUE(parse_module(text, m, err)) << text << ": " << err.message;
      ASSERT_EQ(m.globals[0].init.get<GlobalInit::Scalar>().value.to_hash_key(), c.to_hash_key()) << text;
    }
  }
}
