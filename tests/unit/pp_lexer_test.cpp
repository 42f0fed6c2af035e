// Unit tests of the C lexer (src/pp/lexer.h): token kinds, flags, spellings, splices,
// digraphs, pp-numbers, extended identifiers and literal prefixes.
#include "pp/lexer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace ilcc;

namespace {
struct Lexed {
  TokenKind kind;
  std::string spelling;
  u8 flags;
  Loc loc;
};

struct Collector final : LexerClient {
  std::vector<std::string> messages;
  void lex_diagnostic(Severity, Loc, std::string_view msg) override { messages.emplace_back(msg); }
};

std::vector<Lexed> lex_all(const std::string& text, Collector* c = nullptr, bool directive = false) {
  static Arena arena;
  std::string_view copy = arena.copy_string(text);
  Lexer lx(copy.data(), copy.data() + copy.size(), 100, &arena, c);
  lx.directive_mode = directive;
  std::vector<Lexed> out;
  for (;;) {
    Token t = lx.lex();
    if (t.kind == TokenKind::Eof) break;
    out.push_back({t.kind, std::string(t.spelling()), t.flags, t.loc});
  }
  return out;
}
} // namespace

TEST(PPLexer, PunctuatorsLongestMatch) {
  auto t = lex_all("a+++++b <<= >>= -> ... .. %:%: <: :> <% %> %:");
  std::vector<std::string> sp;
  for (auto& x : t) sp.push_back(x.spelling);
  EXPECT_EQ(sp, (std::vector<std::string>{"a", "++", "++", "+", "b", "<<=", ">>=", "->", "...", ".", ".",
                                          "%:%:", "<:", ":>", "<%", "%>", "%:"}));
  EXPECT_EQ(t[11].kind, TokenKind::HashHash);
  EXPECT_TRUE(t[11].flags & TokenFlag::Digraph);
  EXPECT_EQ(t[12].kind, TokenKind::LBracket);
  EXPECT_EQ(t[16].kind, TokenKind::Hash);
}

TEST(PPLexer, PPNumbers) {
  auto t = lex_all("0x1e+1 1.e-5 .5 1_2ab 0x1p-3 1+2");
  ASSERT_EQ(t.size(), 8u);
  EXPECT_EQ(t[0].spelling, "0x1e+1"); // C17 6.4.8: e+ belongs to the number
  EXPECT_EQ(t[1].spelling, "1.e-5");
  EXPECT_EQ(t[2].spelling, ".5");
  EXPECT_EQ(t[3].spelling, "1_2ab");
  EXPECT_EQ(t[4].spelling, "0x1p-3");
  EXPECT_EQ(t[5].spelling, "1");
  EXPECT_EQ(t[6].kind, TokenKind::Plus);
}

TEST(PPLexer, SplicesAndComments) {
  auto t = lex_all("ab\\\ncd /* x\n y */ e // z \\\n still comment\nf");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].spelling, "abcd");
  EXPECT_EQ(t[1].spelling, "e");
  EXPECT_TRUE(t[1].flags & TokenFlag::LeadingSpace);
  EXPECT_EQ(t[2].spelling, "f");
  EXPECT_TRUE(t[2].flags & TokenFlag::StartOfLine);
}

TEST(PPLexer, LiteralPrefixes) {
  auto t = lex_all("L\"a\" u8\"b\" u'c' U'd' 'e' u8 'f' L x");
  ASSERT_EQ(t.size(), 9u);
  EXPECT_EQ(t[0].kind, TokenKind::StringLit);
  EXPECT_EQ(t[0].spelling, "L\"a\"");
  EXPECT_EQ(t[1].spelling, "u8\"b\"");
  EXPECT_EQ(t[2].kind, TokenKind::CharConst);
  EXPECT_EQ(t[3].spelling, "U'd'");
  EXPECT_EQ(t[5].kind, TokenKind::Identifier); // u8 'f' is two tokens
  EXPECT_EQ(t[7].spelling, "L");
}

TEST(PPLexer, ExtendedIdentifiersShareOneSymbol) {
  auto t = lex_all("\\u00c1x \xc3\x81x \\U000000C1x");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].kind, TokenKind::Identifier);
  EXPECT_EQ(t[0].spelling, t[1].spelling);
  EXPECT_EQ(t[0].spelling, t[2].spelling);
  EXPECT_EQ(t[0].spelling, "\xc3\x81x");
}

TEST(PPLexer, Diagnostics) {
  Collector c;
  lex_all("\"abc\n'x\n/* open", &c);
  ASSERT_EQ(c.messages.size(), 3u);
  EXPECT_EQ(c.messages[0], "missing terminating '\"' character");
  EXPECT_EQ(c.messages[1], "missing terminating ' character");
  EXPECT_EQ(c.messages[2], "unterminated comment");
}

TEST(PPLexer, DirectiveModeAndLocations) {
  auto t = lex_all("# define X\nY", nullptr, true);
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(t[3].kind, TokenKind::Eol);
  EXPECT_EQ(t[0].loc, 100u);
  EXPECT_EQ(t[1].loc, 102u);
  EXPECT_EQ(t[4].loc, 111u);
}

TEST(PPLexer, TokensWouldMerge) {
  Arena a;
  auto one = [&](const char* s) {
    std::string_view c = a.copy_string(s);
    Lexer lx(c.data(), c.data() + c.size(), 1, &a, nullptr);
    return lx.lex();
  };
  EXPECT_TRUE(tokens_would_merge(one("+"), one("+")));
  EXPECT_TRUE(tokens_would_merge(one("a"), one("b")));
  EXPECT_TRUE(tokens_would_merge(one("1e"), one("+")));
  EXPECT_FALSE(tokens_would_merge(one("1"), one("+")));
  EXPECT_TRUE(tokens_would_merge(one("/"), one("*")));
  EXPECT_FALSE(tokens_would_merge(one("("), one(")")));
  EXPECT_TRUE(tokens_would_merge(one("L"), one("\"s\"")));
}
