// mir_parse_fuzzer.cpp — libFuzzer harness of the machine IR text reader (codegen/mir_text.h).
//
// For any text: the parser either builds functions or reports one error with a position
// (line and column >= 1) and a message — it never crashes, asserts or hangs; every
// function it builds passes validate_mfunction; and its print parses again to the same
// text (print -> parse -> print is byte-identical); and the later stages run on what it
// builds without crashing: register allocation with the checker (which may report an
// error: the text need not define registers before their uses), frame lowering and
// assembly printing. A broken contract aborts. Built without
// libFuzzer too (replay_main.cpp), so make check replays the findings (tests/fuzz/mir/regressions).
#include "codegen/mir_text.h"
#include "codegen/regalloc/regalloc.h"
#include "target/x86_64/asm_printer.h"
#include "target/x86_64/frame.h"
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
  // The back end on small functions (large ones would only slow the fuzzer down).
  for (auto& f : fns) {
    size_t n = 0;
    for (const mir::MBlock& b : f->blocks) n += b.insts.size();
    if (n > 200 || f->num_vregs() > 200) continue;
    mir::RaKnobs knobs;
    knobs.verify = true;
    mir::RaStats stats;
    std::string error;
    if (!mir::allocate_registers(*f, td, knobs, stats, error)) continue;
    x86_64::lower_frame(*f);
    std::string text;
    x86_64::AsmPrinter printer;
    printer.function(text, *f, x86_64::FunctionDirectives{});
  }
  return 0;
}
