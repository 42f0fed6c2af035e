// Regression tests for the inputs the preprocessor fuzzer (tests/fuzz/pp) made crash, run
// with the harness's options. Each row is a minimized crasher and a diagnostic it must
// produce instead (empty: none); the comment says what was wrong.
#include "pp/preprocessor.h"

#include <gtest/gtest.h>

using namespace ilcc;

namespace {
// What tests/fuzz/pp/pp_fuzzer.cpp does with one input; returns the diagnostics.
std::string fuzz_one(const std::string& input) {
  SourceManager sm;
  Diagnostics diag;
  std::string captured;
  diag.capture = &captured;
  PPOptions o;
  o.undef = true;
  o.implicit_stdc_predef = false;
  o.search.nostdinc = true;
  o.max_include_depth = 20;
  o.macro_nesting_depth = 64;
  o.max_expansion_tokens = 1 << 16;
  Preprocessor pp(sm, diag, o);
  EXPECT_TRUE(pp.begin_text("fuzz.c", input));
  for (Token t = pp.next(); t.kind != TokenKind::Eof; t = pp.next()) {
    (void)t.spelling();
    (void)sm.presumed(pp.expansion_point(t));
  }
  return captured;
}

struct Crasher {
  const char* input;
  const char* diagnostic;
};

const Crasher kCrashers[] = {
    // read_header_name pushed back the Eof that ends an argument being pre-expanded; the
    // context was left above the argument's barrier (assertion in expand_argument).
    {"#define u(...)__VA_ARGS__\nu(__has_include(<))", "fuzz.c:2:17: error: missing terminating > character"},
};
} // namespace

TEST(PPFuzzRegressions, Crashers) {
  for (const Crasher& c : kCrashers) {
    std::string messages = fuzz_one(c.input);
    if (*c.diagnostic) EXPECT_NE(messages.find(c.diagnostic), std::string::npos) << c.input << "\n" << messages;
    else EXPECT_EQ(messages, "") << c.input;
  }
}
