// Unit tests of the macro table and of expansion through the Preprocessor: flat lookup by
// symbol id, push/pop, redefinition identity (C17 6.10.3p2), and the rescanning rules.
#include "pp/preprocessor.h"

#include <gtest/gtest.h>

using namespace ilcc;

namespace {
PPOptions test_options() {
  PPOptions o;
  o.undef = true;
  o.implicit_stdc_predef = false;
  o.search.nostdinc = true;
  return o;
}

std::string preprocess(const std::string& text, unsigned* errors = nullptr, std::string* messages = nullptr,
                       const PPOptions& o = test_options()) {
  SourceManager sm;
  Diagnostics diag;
  std::string captured;
  diag.capture = messages ? messages : &captured;
  diag.suppress_warnings = true;
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

std::string repeat(std::string_view s, int n) {
  std::string r;
  for (int i = 0; i < n; ++i) r += s;
  return r;
}

// "#define F(p0,...,p{n-1}) p{n-1}" followed by an invocation with the arguments 0..n-1.
std::string many_parameters(int n) {
  std::string params, args;
  for (int i = 0; i < n; ++i) {
    params += (i ? ",p" : "p") + std::to_string(i);
    args += (i ? "," : "") + std::to_string(i);
  }
  return "#define F(" + params + ") p" + std::to_string(n - 1) + "\nF(" + args + ")";
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

// Issue 12: the parameter count wrapped at 16 bits (65537 parameters were taken as 1).
TEST(PPMacroLimits, ParameterCount) {
  unsigned errors = 0;
  EXPECT_EQ(preprocess(many_parameters(65535), &errors), "65534");
  EXPECT_EQ(errors, 0u);
  std::string messages;
  EXPECT_EQ(preprocess(many_parameters(65537), &errors, &messages).substr(0, 8), "F ( 0 , "); // not defined
  EXPECT_EQ(errors, 1u);
  EXPECT_EQ(messages.find("test.c:1:447646: error: too many macro parameters (the maximum is 65535)"), 0u) << messages.substr(0, 200);
}

// Issue 12: F(F(...F(a)...)) copied the rest of the nest at every level (5000 deep: 1.8 GB).
// Inner invocations now take their arguments in place: the work, measured by the
// expansion budget, is linear in the depth.
TEST(PPMacroLimits, NestedArgumentsAreLinear) {
  const int n = 5000;
  PPOptions o = test_options();
  o.macro_nesting_depth = n;
  o.max_expansion_tokens = 10 * n;
  unsigned errors = 0;
  std::string messages;
  EXPECT_EQ(preprocess("#define F(x) x\n" + repeat("F(", n) + "a" + repeat(")", n), &errors, &messages, o), "a");
  EXPECT_EQ(errors, 0u) << messages;
  EXPECT_EQ(preprocess("#define F(x, y) y x\n" + repeat("F(1, ", 100) + "a" + repeat(")", 100), &errors, &messages, o),
            "a" + repeat(" 1", 100)); // quadratic by nature: results of every size are made
  EXPECT_EQ(errors, 0u) << messages;
}

// Arguments larger than the buffers kept for reuse (4096 tokens), nested: the pre-expanded
// argument must be taken before its buffer is given back.
TEST(PPMacroLimits, LargeArguments) {
  std::string body = repeat("a ", 5000);
  body.pop_back();
  EXPECT_EQ(preprocess("#define F(x) x\n#define G(x) [x]\nF(G(F(" + body + ")))"), "[ " + body + " ]");
}

// Nesting deeper than -fmacro-nesting-depth is a fatal error, not a stack overflow: in
// arguments and in the operands of __has_* operators.
TEST(PPMacroLimits, NestingDepth) {
  unsigned errors = 0;
  std::string messages;
  preprocess("#define F(x) x\n" + repeat("F(", 100000) + "a" + repeat(")", 100000), &errors, &messages);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:2:2049: fatal error: macro invocations nested more than 1024 deep"), std::string::npos) << messages.substr(0, 300);
  EXPECT_NE(messages.find("note: use -fmacro-nesting-depth=N to increase the limit"), std::string::npos);
  messages.clear();
  preprocess(repeat("__has_attribute(", 100000) + "x" + repeat(")", 100000), &errors, &messages);
  EXPECT_NE(messages.find("fatal error: macro invocations nested more than 1024 deep"), std::string::npos) << messages.substr(0, 300);
}

// Exponential definitions stop at the expansion budget: in rescanning, and when an
// argument used many times builds a large replacement before it is read.
TEST(PPMacroLimits, ExpansionTokens) {
  PPOptions o = test_options();
  o.max_expansion_tokens = 100000;
  std::string doubling = "#define A0 x\n";
  for (int i = 0; i < 40; ++i) doubling += "#define A" + std::to_string(i + 1) + " A" + std::to_string(i) + " A" + std::to_string(i) + "\n";
  unsigned errors = 0;
  std::string messages;
  preprocess(doubling + "A40", &errors, &messages, o);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:42:1: fatal error: macro expansion producing too many tokens (more than 100000)"), std::string::npos) << messages;
  EXPECT_NE(messages.find("note: use -fmax-macro-expansion-tokens=N to increase the limit"), std::string::npos);
  messages.clear();
  preprocess("#define F(x) x x x x x x x x x x x x x x x x\n" + repeat("F(", 10) + "a" + repeat(")", 10), &errors, &messages, o);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:2:1: fatal error: macro expansion producing too many tokens"), std::string::npos) << messages;
  // Text made by # and ## counts too (a token per 24 bytes): stringizing a stringized
  // argument doubles its length at every level, as does pasting an argument to itself.
  messages.clear();
  preprocess("#define S(x) #x\n#define X(x) S(x)\n" + repeat("X(", 60) + "1" + repeat(")", 60), &errors, &messages, o);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:3:1: fatal error: macro expansion producing too many tokens"), std::string::npos) << messages;
  messages.clear();
  preprocess("#define C(a) a##a\n#define D(a) C(a)\n" + repeat("D(", 60) + "x" + repeat(")", 60), &errors, &messages, o);
  EXPECT_EQ(errors, 1u);
  EXPECT_NE(messages.find("test.c:3:1: fatal error: macro expansion producing too many tokens"), std::string::npos) << messages;
  // The budget is per token read from the file: a long chain f(1)(1)... is linear work.
  EXPECT_EQ(preprocess("#define f(x) x g\n#define g(x) x f\nf" + repeat("(1)", 100000) + " ;", &errors, &messages, o),
            repeat("1 ", 100000) + "f ;");
  EXPECT_EQ(errors, 0u);
}

// A failed invocation leaves its name (gcc): in #if it is then 0, with no second error.
TEST(PPMacroExpansion, FailedInvocationLeavesName) {
  unsigned errors = 0;
  std::string messages;
  EXPECT_EQ(preprocess("#define f(x) x\n#if f(1\n#else\nelse\n#endif\n#if 1 + f(1\nyes\n#endif", &errors, &messages),
            "else yes");
  EXPECT_EQ(errors, 2u) << messages;
  EXPECT_EQ(messages.find("#if with no expression"), std::string::npos) << messages;
}
