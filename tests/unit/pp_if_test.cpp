// Unit tests of the #if evaluator (src/pp/if_value.h): integer and character constants,
// operator precedence, signedness, short-circuit evaluation, overflow, nesting and errors.
#include "pp/if_value.h"
#include "pp/lexer.h"

#include <gtest/gtest.h>

using namespace ilcc;

namespace {
struct Errors final : IfDiagnostics {
  std::vector<std::string> errors, warnings;
  void if_error(const Token&, std::string_view m) override { errors.emplace_back(m); }
  void if_warning(const Token&, std::string_view m) override { warnings.emplace_back(m); }
};

// Evaluates an already-collected expression (no identifiers).
IfValue eval(const std::string& text, Errors& e, bool& ok) {
  static Arena arena;
  std::string_view c = arena.copy_string(text);
  Lexer lx(c.data(), c.data() + c.size(), 1, &arena, nullptr);
  std::vector<Token> toks;
  for (Token t = lx.lex(); t.kind != TokenKind::Eof; t = lx.lex()) toks.push_back(t);
  IfParser p(e, toks);
  return p.value(ok);
}
i64 value_of(const std::string& text) {
  Errors e;
  bool ok;
  IfValue v = eval(text, e, ok);
  EXPECT_TRUE(ok) << text << ": " << (e.errors.empty() ? "" : e.errors[0]);
  return v.sval();
}
std::string error_of(const std::string& text) {
  Errors e;
  bool ok;
  eval(text, e, ok);
  EXPECT_FALSE(ok) << text;
  return e.errors.empty() ? "" : e.errors[0];
}
std::vector<std::string> warnings_of(const std::string& text) {
  Errors e;
  bool ok;
  eval(text, e, ok);
  EXPECT_TRUE(ok) << text;
  return e.warnings;
}
std::string repeat(std::string_view s, int n) {
  std::string r;
  for (int i = 0; i < n; ++i) r += s;
  return r;
}
} // namespace

TEST(PPIf, Precedence) {
  EXPECT_EQ(value_of("1 + 2 * 3"), 7);
  EXPECT_EQ(value_of("(1 + 2) * 3"), 9);
  EXPECT_EQ(value_of("1 << 2 + 1"), 8);
  EXPECT_EQ(value_of("1 | 2 ^ 3 & 4"), 3);
  EXPECT_EQ(value_of("1 ? 2 : 0 ? 3 : 4"), 2);
  EXPECT_EQ(value_of("-3 / 2"), -1);
  EXPECT_EQ(value_of("-3 % 2"), -1);
  EXPECT_EQ(value_of("!0 + ~0"), 0);
  EXPECT_EQ(value_of("(1, 2)"), 2);
}

TEST(PPIf, Signedness) {
  EXPECT_EQ(value_of("-1 < 0"), 1);
  EXPECT_EQ(value_of("-1 < 0u"), 0); // C17 6.10.1p4: uintmax_t arithmetic
  EXPECT_EQ(value_of("(0 ? 1u : -1) > 0"), 1);
  EXPECT_EQ(value_of("0xffffffffffffffff == -1"), 1);
  EXPECT_EQ(value_of("18446744073709551615u / 3 == 6148914691236517205"), 1);
  EXPECT_EQ(value_of("-8 >> 1"), -4);
}

TEST(PPIf, ShortCircuit) {
  EXPECT_EQ(value_of("0 && 1 / 0"), 0);
  EXPECT_EQ(value_of("1 || 1 % 0"), 1);
  EXPECT_EQ(value_of("1 ? 5 : 1 / 0"), 5);
  EXPECT_EQ(error_of("1 / 0"), "division by zero in #if");
}

TEST(PPIf, Literals) {
  EXPECT_EQ(value_of("0x10 + 010 + 0b11 + 10ull"), 16 + 8 + 3 + 10);
  EXPECT_EQ(value_of("'a'"), 97);
  EXPECT_EQ(value_of("'\\377'"), -1); // char is signed on x86-64
  EXPECT_EQ(value_of("'\\x41' + '\\n'"), 65 + 10);
  EXPECT_EQ(value_of("L'\\xffffffff'"), -1);
  EXPECT_EQ(value_of("u'\\xffff'"), 65535);
  EXPECT_EQ(value_of("'ab'"), 'a' * 256 + 'b');
  EXPECT_EQ(error_of("1.0"), "floating constant in preprocessor expression");
  EXPECT_EQ(error_of("12abc"), "invalid suffix \"abc\" on integer constant");
}

TEST(PPIf, SyntaxErrors) {
  EXPECT_EQ(error_of("1 2"), "missing binary operator before token \"2\"");
  EXPECT_EQ(error_of("(1"), "missing ')' in expression");
  EXPECT_EQ(error_of("()"), "missing expression between '(' and ')'");
  EXPECT_EQ(error_of("1 ? 2"), "'?' without following ':'");
  EXPECT_EQ(error_of("\"s\""), "token \"\"s\"\" is not valid in preprocessor expressions");
}

// Issue 12: 20000 parentheses or 100000 nested '?' overflowed the stack. Both nest against
// the bracket depth (clang's 256) and stop with one error.
TEST(PPIf, NestingIsBounded) {
  EXPECT_EQ(error_of(repeat("(", 20000) + "1" + repeat(")", 20000)), "bracket nesting level exceeded maximum of 256");
  EXPECT_EQ(error_of(repeat("1?", 100000) + "1" + repeat(":0", 100000)), "'?:' nesting level exceeded maximum of 256");
  EXPECT_EQ(value_of(repeat("(", 256) + "7" + repeat(")", 256)), 7);
  EXPECT_EQ(value_of(repeat("1?", 256) + "7" + repeat(":0", 256)), 7);
  EXPECT_EQ(error_of(repeat("(", 257) + "7" + repeat(")", 257)), "bracket nesting level exceeded maximum of 256");
}

// Runs of prefix operators and `a ? b : c ? d : ...` chains do not nest: any length works.
TEST(PPIf, LongChainsAreLoops) {
  EXPECT_EQ(value_of(repeat("- ", 1000001) + "1"), -1);
  EXPECT_EQ(value_of(repeat("!", 1000000) + "5"), 1);
  EXPECT_EQ(value_of(repeat("~", 999999) + "0"), -1);
  EXPECT_EQ(value_of(repeat("0?1:", 1000000) + "5"), 5);
  EXPECT_EQ(value_of(repeat("0?1:", 1000) + "2?3:" + repeat("0?1:", 1000) + "5"), 3);
  // The type is unsigned when any operand is; only the chosen operands are evaluated.
  EXPECT_EQ(value_of("(0 ? 1u : 0 ? 2 : -1) > 0"), 1);
  EXPECT_EQ(value_of("0 ? 1 / 0 : 1 ? 4 : 1 / 0"), 4);
}

// gcc's "integer overflow in preprocessor expression" (a warning), only when evaluated.
TEST(PPIf, OverflowWarnings) {
  const std::vector<std::string> overflow = {"integer overflow in preprocessor expression"};
  for (const char* e : {"9223372036854775807 + 1", "-9223372036854775807 - 2", "4611686018427387904 * 2",
                        "-4611686018427387904 * -2", "(-9223372036854775807-1) / -1", "1 << 63",
                        "1 << 100000", "1 >> -64", "-(-9223372036854775807-1)", "1 << 9223372036854775807u",
                        "1 ? 9223372036854775807 + 1 : 0"})
    EXPECT_EQ(warnings_of(e), overflow) << e;
  for (const char* e : {"(-9223372036854775807-1) % -1", "-1 << 63", "0 && (9223372036854775807 + 1)",
                        "1u << 100", "0 << 100", "-1 << 1", "-4611686018427387904 * 2",
                        "18446744073709551615u + 1", "-1 >> 100", "~0 >> 100000", "0 ? 1 << 64 : 2"})
    EXPECT_TRUE(warnings_of(e).empty()) << e;
  EXPECT_EQ(value_of("(-9223372036854775807-1) / -1 < 0"), 1); // wraps
  EXPECT_EQ(value_of("1 << 100000"), 0);
  EXPECT_EQ(value_of("1 >> (-9223372036854775807-1)"), 0); // the count's magnitude is 2^63
}
