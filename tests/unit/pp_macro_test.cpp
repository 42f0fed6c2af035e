// Unit tests of the macro table and of expansion through the Preprocessor: flat lookup by
// symbol id, push/pop, redefinition identity (C17 6.10.3p2), and the rescanning rules.
#include "pp/preprocessor.h"

#include <gtest/gtest.h>

using namespace ilcc;

namespace {
std::string preprocess(const std::string& text, unsigned* errors = nullptr, std::string* messages = nullptr) {
  SourceManager sm;
  Diagnostics diag;
  std::string captured;
  diag.capture = messages ? messages : &captured;
  diag.suppress_warnings = true;
  PPOptions o;
  o.undef = true;
  o.implicit_stdc_predef = false;
  o.search.nostdinc = true;
  Preprocessor pp(sm, diag, o);
  EXPECT_TRUE(pp.begin_text("test.c", text));
  std::string out;
  for (Token t = pp.next(); t.kind != TokenKind::Eof; t = pp.next()) {
    if (!out.empty()) out += ' ';
    out += t.spelling();
  }
  if (errors) *errors = diag.error_count();
  return out;
}
} // namespace

TEST(PPMacroTable, FindSetPushPop) {
  MacroTable t;
  Macro a, b;
  Symbol x = Symbol::intern("pp_unit_x");
  a.name = b.name = x;
  EXPECT_EQ(t.find(x), nullptr);
  t.set(x, &a);
  EXPECT_EQ(t.find(x), &a);
  t.push(x);
  t.set(x, &b);
  EXPECT_EQ(t.find(x), &b);
  t.pop(x);
  EXPECT_EQ(t.find(x), &a);
  t.set(x, nullptr);
  EXPECT_EQ(t.find(x), nullptr);
  EXPECT_TRUE(t.current().empty());
}

TEST(PPMacroExpansion, NoReExpansion) {
  EXPECT_EQ(preprocess("#define foo foo + 1\nfoo"), "foo + 1");
  EXPECT_EQ(preprocess("#define a b\n#define b a\na b"), "a b");
  // C17 6.10.3.5 EXAMPLE 3, first line: f(2)(9)-style re-enabling after the context ends.
  EXPECT_EQ(preprocess("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"), "2 * 9 * g");
}

TEST(PPMacroExpansion, ArgumentsAndOperators) {
  EXPECT_EQ(preprocess("#define s(x) #x\ns( a  \"b\\n\"  c )"), "\"a \\\"b\\\\n\\\" c\"");
  EXPECT_EQ(preprocess("#define c(a,b) a##b\nc(x,y) c(,y) c(x,) c(,)"), "xy y x");
  EXPECT_EQ(preprocess("#define v(...) [__VA_ARGS__]\nv() v(1,2)"), "[ ] [ 1 , 2 ]");
  EXPECT_EQ(preprocess("#define o(a,...) a __VA_OPT__(: __VA_ARGS__)\no(1) o(1,2)"), "1 1 : 2");
}

TEST(PPMacroExpansion, LongChainIsLinear) {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += "#define M" + std::to_string(i) + " M" + std::to_string(i + 1) + "\n";
  text += "#define M5000 done\nM0";
  EXPECT_EQ(preprocess(text), "done");
}

TEST(PPMacroExpansion, Redefinition) {
  unsigned errors = 0;
  EXPECT_EQ(preprocess("#define A 1\n#define A  1\n#define A 2\nA", &errors), "2");
  EXPECT_EQ(errors, 0u);
  std::string messages;
  preprocess("#define F(x) x\nF(1,2)", &errors, &messages);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:2:1: error: macro \"F\" passed 2 arguments, but takes just 1"), std::string::npos) << messages;
}
