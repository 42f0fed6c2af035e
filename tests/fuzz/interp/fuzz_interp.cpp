// fuzz_interp.cpp — libFuzzer harness for the IR interpreter (tests/fuzz/README.md).
//
// Each input is IR text. Text that does not parse or does not verify is rejected (return
// -1: not added to the corpus), because the interpreter's contract is verified IR. A
// verified module is loaded and its @main run in the interpreter's sandbox
// (InterpreterLimits), so that what the fuzzer finds are bugs of the interpreter, not
// undefined behaviour of the fuzzed program and not harm to the host:
//   - memory is confined: every access the program makes must lie in its globals, its
//     stack or its TLS block, so a wild pointer is a reported fault instead of a write
//     into the fuzzer's own memory (which ASan would report as a bug of ilcc);
//   - host functions: only a whitelist of pure math functions that take and return
//     numbers (abs, sqrt, sin, pow, ...), which cannot touch memory, files, processes or
//     the fuzzer's state; every other declared function (printf, malloc, exit, system,
//     ...) is undefined and calling it is a runtime fault; extern variables are
//     undefined, and call_indirect reaches only IR functions and the whitelist;
//   - an instruction budget (checked at block entries) instead of timeouts, a 1000-frame
//     call depth, an 8 MiB stack and 16 MiB of global data, so no input chases timeouts
//     or out-of-memory reports;
//   - runtime faults (null dereference, division by zero, budget, stack overflow,
//     confinement) are returned to this harness, not exits: they are expected outcomes.
// Inputs whose value or block ids exceed 2^20 are rejected before the verifier: it sizes
// per-function tables by the largest id (ids may be sparse, so %4000000000 asks for
// gigabytes), which would make the fuzzer report out-of-memory instead of finding
// interpreter bugs. That verifier limit is outside the interpreter (tests/fuzz/README.md).
// What remains reportable: crashes, ASan and UBSan reports, and leaks inside the reader,
// the verifier and the interpreter, and a fault that escapes as a process exit.
#include "interp/interp.h"
#include "ir/parser.h"
#include "ir/verifier.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace ilcc;

namespace {

const std::vector<std::string> kHostFunctions = {
    "abs",  "labs",  "llabs", "sqrt",  "sqrtf", "sin",   "sinf",  "cos",   "cosf",  "tan",   "exp",
    "expf", "log",   "logf",  "pow",   "powf",  "fabs",  "fabsf", "floor", "ceil",  "fmod",  "fmodf",
    "fmin", "fmax",  "atan2", "hypot", "trunc", "round", "sqrtl", "fabsl", "floorl", "ceill",
};

constexpr u32 kMaxId = 1 << 20;

InterpreterLimits limits() {
  InterpreterLimits l;
  l.confine_memory = true;
  l.host_functions = &kHostFunctions;
  l.max_instructions = 200000;
  l.max_data_stack_bytes = 8 << 20;
  l.max_call_depth = 1000;
  l.max_global_bytes = 16 << 20;
  l.return_faults = true;
  return l;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  IrModule m;
  IrParseError err;
  if (!parse_module(text, m, err)) return -1;
  for (IrFunction& f : m.functions)
    if (f.value_limit() > kMaxId || f.block_id_limit() > kMaxId) return -1;
  if (!verify_module(m).empty()) return -1;
  Interpreter interp(m, limits());
  std::string error;
  if (!interp.load(error)) return 0;
  bool has_main = false;
  for (const IrFunction& f : m.functions) has_main |= !f.is_declaration && f.name.str() == "main";
  if (!has_main) return 0;
  char name[] = "fuzz.ir";
  char* argv[] = {name, nullptr};
  interp.run_main(1, argv, nullptr);
  return 0;
}
