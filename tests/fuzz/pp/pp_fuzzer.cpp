// pp_fuzzer.cpp — libFuzzer harness for the preprocessor (tests/fuzz/README.md).
//
// Each input is a C source buffer, preprocessed as a main file by Preprocessor::begin_text
// and read with next() to Eof, the way the parser will pull tokens. Every token's spelling
// and presumed location are computed too, so that a dangling spelling or a bad location
// shows up under AddressSanitizer. Diagnostics are captured in a string, never printed.
//
// The PPOptions limits are set low so that the fuzzer finds the limits' diagnostics
// rather than chasing timeouts and memory exhaustion: with inputs of at most a few KB the
// defaults (2^24 tokens per expansion, 1024 nested invocations) would let one input run
// for seconds. No predefined macros and no default search path; `#include "x"` looks in the
// working directory, so the fuzzer runs in an empty one (README).
#include "pp/preprocessor.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace ilcc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  SourceManager sm;
  Diagnostics diag;
  std::string captured;
  diag.capture = &captured;
  diag.color = false;
  PPOptions o;
  o.undef = true;
  o.implicit_stdc_predef = false;
  o.search.nostdinc = true;
  o.max_include_depth = 20;
  o.macro_nesting_depth = 64;
  o.max_expansion_tokens = 1 << 16;
  Preprocessor pp(sm, diag, o);
  if (!pp.begin_text("fuzz.c", std::string(reinterpret_cast<const char*>(data), size))) return 0;
  size_t sink = 0;
  for (Token t = pp.next(); t.kind != TokenKind::Eof; t = pp.next()) {
    sink += t.spelling().size();
    sink += sm.presumed(pp.expansion_point(t)).line;
  }
  return sink == size_t(-1) ? 1 : 0; // keeps the loop's reads from being optimized away
}
