// ir_fuzzer.cpp — the libFuzzer harness of the textual IR reader, the verifier and the
// printer (tests/fuzz/README.md says how to build and run it).
//
// For every input the harness checks the contracts of docs/ir.md that hold for any text:
//   1. the reader either builds a module or reports one error with a position (line and
//      column ≥ 1) — it never crashes, hangs or allocates without bound;
//   2. the verifier runs on whatever parsed, and each of its errors has the position of
//      what it is about (it prints the offending instruction, so the printer must cope
//      with invalid instructions too);
//   3. a module that verifies prints, the print parses and verifies again, and printing
//      that gives the same text: print → parse → print is byte-identical.
// A broken contract aborts with the reason, which libFuzzer records as a crash. The same
// file also builds without libFuzzer, with replay_main.cpp, so that make check replays
// every crasher found so far (tests/fuzz/corpus).
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace ilcc;

[[noreturn]] static void broken(const char* what, const std::string& detail) {
  std::fprintf(stderr, "ir_fuzzer: %s\n%s\n", what, detail.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  IrModule m;
  IrParseError err;
  IrTextPositions positions;
  if (!parse_module(text, m, err, &positions)) {
    if (err.line == 0 || err.col == 0 || err.message.empty()) broken("a reader error without a position or message", err.message);
    return 0;
  }
  std::vector<VerifierError> errors = verify_module(m, &positions);
  for (const VerifierError& e : errors)
    if (e.line == 0 || e.col == 0) broken("a verifier error without a position", e.to_string());
  std::string once = print_module(m);
  if (!errors.empty()) return 0;

  IrModule again;
  if (!parse_module(once, again, err))
    broken("the print of a verified module does not parse", format("%u:%u: %s\n", err.line, err.col, err.message.c_str()) + once);
  std::vector<VerifierError> errors2 = verify_module(again);
  if (!errors2.empty()) broken("the print of a verified module does not verify", errors2[0].to_string() + "\n" + once);
  std::string twice = print_module(again);
  if (twice != once) broken("print -> parse -> print differs", once + "\n----\n" + twice);
  return 0;
}
