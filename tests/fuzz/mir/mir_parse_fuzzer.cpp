// mir_parse_fuzzer.cpp — libFuzzer harness of the machine IR text reader (codegen/mir_text.h).
//
// For any text: the parser either builds functions or reports one error with a position
// (line and column >= 1) and a message — it never crashes, asserts or hangs; every
// function it builds passes validate_mfunction; and its print parses again to the same
// text (print -> parse -> print is byte-identical). A broken contract aborts. Built without
// libFuzzer too (replay_main.cpp), so make check replays the findings (tests/fuzz/mir/regressions).
#include "codegen/mir_text.h"
#include "target/x86_64/regs.h"

#include <cstdio>
#include <cstdlib>

using namespace ilcc;

[[noreturn]] static void broken(const char* what, const std::string& detail) {
  std::fprintf(stderr, "mir_parse_fuzzer: %s\n%s\n", what, detail.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const mir::TargetDesc& td = x86_64::target_desc();
  std::vector<std::unique_ptr<mir::MFunction>> fns;
  mir::MirParseError err;
  if (!mir::parse_mir(text, td, fns, err)) {
    if (err.line == 0 || err.col == 0 || err.message.empty()) broken("an error without a position or message", err.message);
    return 0;
  }
  std::string once;
  for (auto& f : fns) {
    std::string e = mir::validate_mfunction(*f, td);
    if (!e.empty()) broken("a parsed function does not validate", e);
    mir::print_mfunction(once, *f, td);
  }
  std::vector<std::unique_ptr<mir::MFunction>> again;
  if (!mir::parse_mir(once, td, again, err))
    broken("the print does not parse", std::to_string(err.line) + ":" + std::to_string(err.col) + ": " + err.message + "\n" + once);
  std::string twice;
  for (auto& f : again) mir::print_mfunction(twice, *f, td);
  if (twice != once) broken("print -> parse -> print differs", once + "\n----\n" + twice);
  return 0;
}
